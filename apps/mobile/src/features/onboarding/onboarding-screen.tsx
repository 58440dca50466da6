import { Redirect, router } from "expo-router";
import { useState } from "react";
import { ActivityIndicator, ScrollView, StyleSheet, Text, View } from "react-native";

import { CreateTeamInput, UpdateNameInput } from "@teamkit/validators";

import { Button } from "../../components/button";
import { Notice } from "../../components/notice";
import { TextField } from "../../components/text-field";
import { api } from "../../lib/api";
import { fieldError, useErrorText } from "../../lib/error-text";
import { useI18n } from "../../lib/i18n";
import { session, startPath, useSession } from "../../lib/session";
import { useColors } from "../../lib/theme";
import { validate } from "../../lib/validate";
import { AvatarField } from "../account/avatar-field";

const TOTAL_STEPS = 2;

/** The web's onboarding: the account (name, avatar), then a team to join or create. */
export function OnboardingScreen() {
  const { t } = useI18n();
  const colors = useColors();
  const errorText = useErrorText();
  const state = api.onboarding.get.useQuery();
  const current = useSession();

  if (state.error) return <Notice text={errorText(state.error)} />;
  if (!state.data) return <ActivityIndicator style={{ marginTop: 48 }} />;
  const { step } = state.data;
  // Done already (on the web, or just now): on to the team's tasks, or the team list. Without
  // any team left, the team step is still the way to one.
  if (step === "complete" && state.data.teams.length > 0)
    return <Redirect href={startPath(current) ?? "/teams"} />;
  const stepNumber = step === "account" ? 1 : 2;

  return (
    <ScrollView
      contentContainerStyle={styles.container}
      keyboardShouldPersistTaps="handled"
      style={{ backgroundColor: colors.background }}
    >
      {step === "complete" ? null : (
        <Text style={{ color: colors.muted }}>
          {t("onboarding.stepOf", { step: stepNumber, total: TOTAL_STEPS })}
        </Text>
      )}
      {step === "account" ? (
        <AccountStep
          name={state.data.name ?? ""}
          image={state.data.image}
          onDone={() => void state.refetch()}
        />
      ) : (
        <TeamStep
          offered={[
            ...state.data.teams.map(({ id, name, role }) => ({ id, name, role, joined: true })),
            ...state.data.invitations.map(({ teamId, teamName, role }) => ({
              id: teamId,
              name: teamName,
              role,
              joined: false,
            })),
          ]}
        />
      )}
    </ScrollView>
  );
}

function AccountStep({
  name: initialName,
  image,
  onDone,
}: {
  name: string;
  image: string | null;
  onDone: () => void;
}) {
  const { t } = useI18n();
  const colors = useColors();
  const errorText = useErrorText();
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | undefined>();
  const complete = api.onboarding.completeAccount.useMutation({ onSuccess: onDone });
  const submit = () => {
    const found = validate(UpdateNameInput, { name }, t);
    setError(found.name);
    if (!found.name) complete.mutate({ name });
  };
  return (
    <View style={styles.step}>
      <Text accessibilityRole="header" style={[styles.title, { color: colors.text }]}>
        {t("onboarding.account.title")}
      </Text>
      <Text style={{ color: colors.muted }}>{t("onboarding.account.description")}</Text>
      <TextField
        label={t("fields.name")}
        value={name}
        onChangeText={(text) => {
          setName(text);
          setError(undefined);
        }}
        error={error ?? fieldError(complete.error, "name")}
        autoComplete="name"
      />
      <AvatarField name={name} image={image} />
      {complete.error && !fieldError(complete.error, "name") ? (
        <Notice text={`${t("onboarding.account.failed")} ${errorText(complete.error)}`} />
      ) : null}
      <Button label={t("onboarding.account.submit")} onPress={submit} isBusy={complete.isPending} />
    </View>
  );
}

interface OfferedTeam {
  id: string;
  name: string;
  role: "owner" | "member";
  joined: boolean;
}

async function enterTeam(teamId: string) {
  await session.chooseTeam(teamId);
  router.replace("/tasks");
}

function TeamStep({ offered }: { offered: OfferedTeam[] }) {
  const { t } = useI18n();
  const colors = useColors();
  const errorText = useErrorText();
  const [teamName, setTeamName] = useState("");
  const [nameError, setNameError] = useState<string | undefined>();
  const complete = api.onboarding.completeTeam.useMutation({
    onSuccess: ({ team }) => enterTeam(team.id),
  });
  const joining = complete.variables?.action === "join" ? complete.variables.teamId : null;
  const create = () => {
    const found = validate(CreateTeamInput, { name: teamName }, t);
    setNameError(found.name);
    if (!found.name) complete.mutate({ action: "create", name: teamName });
  };
  const failure = complete.error
    ? complete.variables?.action === "join"
      ? `${t("onboarding.team.joinFailed")} ${errorText(complete.error)}`
      : errorText(complete.error)
    : null;

  return (
    <View style={styles.step}>
      <Text accessibilityRole="header" style={[styles.title, { color: colors.text }]}>
        {t("onboarding.team.title")}
      </Text>
      <Text style={{ color: colors.muted }}>
        {t(offered.length ? "onboarding.team.description" : "onboarding.team.descriptionCreate")}
      </Text>
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
                  role: t(`teams.roles.${team.role}`),
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
        value={teamName}
        onChangeText={(text) => {
          setTeamName(text);
          setNameError(undefined);
        }}
        error={nameError ?? fieldError(complete.error, "name")}
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

const styles = StyleSheet.create({
  container: { padding: 20, gap: 14, maxWidth: 560, width: "100%", alignSelf: "center" },
  step: { gap: 12 },
  title: { fontSize: 24, fontWeight: "700" },
  subtitle: { fontSize: 17, fontWeight: "600" },
  team: { borderWidth: 1, borderRadius: 10, padding: 14, gap: 8 },
});
