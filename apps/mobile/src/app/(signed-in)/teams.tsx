import { router } from "expo-router";
import { ActivityIndicator, Pressable, StyleSheet, Text, View } from "react-native";

import { Button } from "../../components/button";
import { ListScreen } from "../../components/list-screen";
import { Notice } from "../../components/notice";
import { SignOutButton } from "../../features/tasks/sign-out-button";
import { api } from "../../lib/api";
import { useErrorText } from "../../lib/error-text";
import { useI18n } from "../../lib/i18n";
import { session, useSession, useTeamId } from "../../lib/session";
import { useColors } from "../../lib/theme";

/** Every team of the user with their role; the choice stays on the device (never `team.switch`). */
export default function Teams() {
  const { t } = useI18n();
  const colors = useColors();
  const errorText = useErrorText();
  const currentId = useTeamId();
  const current = useSession();
  const teams = api.team.list.useQuery();
  // Joined with an invitation at sign-in: said, and offered, as the web's dashboard does.
  const joinedId = current.status === "signedIn" ? current.joinedTeamId : null;
  const joined = teams.data?.find((team) => team.id === joinedId);
  const invitations = api.team.invitation.listMine.useQuery();
  const invitationCount = invitations.data?.length ?? 0;

  const choose = async (teamId: string) => {
    await session.chooseTeam(teamId);
    // The task list lies beneath (the stack's first screen): back to it, not a second one on top.
    router.dismissTo("/tasks");
  };

  return (
    <ListScreen
      title={t("teams.switcher.teams")}
      items={teams.data}
      emptyText={t("dashboard.noTeamTitle")}
      emptyDescription={t("dashboard.noTeamText")}
      emptyAction={
        // Without a team the task list and Account, where sign-out lives, are out of reach.
        <>
          <Button label={t("teams.switcher.create")} onPress={() => router.push("/onboarding")} />
          <SignOutButton />
        </>
      }
      renderItem={(item) => {
        const isCurrent = item.id === currentId;
        return (
          <Pressable
            accessibilityRole="button"
            accessibilityLabel={
              isCurrent ? t("mobile.teams.current", { name: item.name }) : item.name
            }
            accessibilityHint={t("teams.switcher.label")}
            onPress={() => void choose(item.id)}
            style={[styles.team, { borderColor: isCurrent ? colors.primary : colors.border }]}
          >
            <Text style={[styles.name, { color: colors.text }]}>{item.name}</Text>
            <Text style={{ color: colors.muted }}>{t(`teams.roles.${item.role}`)}</Text>
            {/* Said in words, not by the border's colour alone. */}
            {isCurrent ? (
              <Text style={[styles.current, { color: colors.primary }]}>
                {t("mobile.teams.currentBadge")}
              </Text>
            ) : null}
          </Pressable>
        );
      }}
    >
      {teams.isPending ? <ActivityIndicator /> : null}
      {teams.error ? <Notice text={errorText(teams.error)} /> : null}
      {joined ? (
        <View style={styles.joined}>
          <Notice tone="success" text={t("dashboard.joinedOther", { team: joined.name })} />
          <Button
            label={t("dashboard.openJoined", { team: joined.name })}
            onPress={() => void choose(joined.id)}
          />
        </View>
      ) : null}
      {invitationCount > 0 ? (
        <View style={styles.invitations}>
          <Button
            label={t("mobile.teams.invitations", { count: invitationCount })}
            variant="secondary"
            onPress={() => router.push("/invitations")}
          />
        </View>
      ) : null}
    </ListScreen>
  );
}

const styles = StyleSheet.create({
  invitations: { paddingHorizontal: 16, paddingTop: 16 },
  joined: { paddingHorizontal: 16, paddingTop: 16, gap: 8, alignItems: "flex-start" },
  team: { borderWidth: 1, borderRadius: 10, padding: 14, gap: 2, minHeight: 44 },
  name: { fontSize: 17, fontWeight: "600" },
  current: { fontWeight: "600" },
});
