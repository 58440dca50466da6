import { router } from "expo-router";
import { Text, View } from "react-native";

import { CreateTeamInput } from "@teamkit/validators";

import { Button } from "../../components/button";
import { Heading } from "../../components/heading";
import { Notice } from "../../components/notice";
import { TextField } from "../../components/text-field";
import { api } from "../../lib/api";
import { fieldError, useErrorText } from "../../lib/error-text";
import { useI18n } from "../../lib/i18n";
import { session } from "../../lib/session";
import { useColors } from "../../lib/theme";
import { useForm } from "../../lib/use-form";
import { onboardingStyles as styles } from "./styles";

export interface OfferedTeam {
  id: string;
  name: string;
  role: "owner" | "member";
  joined: boolean;
}

async function enterTeam(teamId: string) {
  await session.chooseTeam(teamId);
  router.dismissTo("/tasks");
}

/** Onboarding ends in a team: one the user belongs to or is invited to, or a new one. */
export function TeamStep({ offered }: { offered: OfferedTeam[] }) {
  const { t } = useI18n();
  const colors = useColors();
  const errorText = useErrorText();
  const form = useForm({ name: "" }, CreateTeamInput);
  const utils = api.useUtils();
  const complete = api.onboarding.completeTeam.useMutation({
    onSuccess: async ({ team }) => {
      // The user's teams and invitations changed: the team list (beneath, or later) shows so.
      await Promise.all([
        utils.team.list.invalidate(),
        utils.team.invitation.listMine.invalidate(),
      ]);
      await enterTeam(team.id);
    },
  });
  const joining = complete.variables?.action === "join" ? complete.variables.teamId : null;
  const create = () => {
    if (form.check()) complete.mutate({ action: "create", ...form.values });
  };
  const failure = complete.error
    ? complete.variables?.action === "join"
      ? `${t("onboarding.team.joinFailed")} ${errorText(complete.error)}`
      : errorText(complete.error)
    : null;

  return (
    <View style={styles.step}>
      <Heading
        size="step"
        title={t("onboarding.team.title")}
        description={t(
          offered.length ? "onboarding.team.description" : "onboarding.team.descriptionCreate",
        )}
      />
      {offered.length ? (
        <View style={styles.step}>
          <Text style={[styles.subtitle, { color: colors.text }]}>
            {t("onboarding.team.invitedTitle")}
          </Text>
          {offered.map((team) => (
            <View key={team.id} style={[styles.team, { borderColor: colors.border }]}>
              <Text style={[styles.subtitle, { color: colors.text }]}>{team.name}</Text>
              <Text style={{ color: colors.muted }}>
                {t(team.joined ? "onboarding.team.joinedAs" : "onboarding.team.invitedAs", {
                  role: team.role,
                })}
              </Text>
              <Button
                label={t(team.joined ? "onboarding.team.continueWith" : "onboarding.team.join", {
                  team: team.name,
                })}
                onPress={() => complete.mutate({ action: "join", teamId: team.id })}
                isBusy={complete.isPending && joining === team.id}
                isDisabled={complete.isPending}
              />
            </View>
          ))}
        </View>
      ) : null}
      <Text style={[styles.subtitle, { color: colors.text }]}>
        {t(offered.length ? "onboarding.team.createOther" : "onboarding.team.createTitle")}
      </Text>
      <TextField
        label={t("fields.teamName")}
        {...form.field("name", complete.error)}
        onSubmitEditing={create}
      />
      {failure && !fieldError(complete.error, "name") ? <Notice text={failure} /> : null}
      <Button
        label={t("teams.create.submit")}
        variant={offered.length ? "secondary" : "primary"}
        onPress={create}
        isBusy={complete.isPending && complete.variables?.action === "create"}
        isDisabled={complete.isPending}
      />
    </View>
  );
}
