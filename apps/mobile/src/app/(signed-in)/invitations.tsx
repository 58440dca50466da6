import { router } from "expo-router";
import { ActivityIndicator, StyleSheet, Text, View } from "react-native";

import { Button } from "../../components/button";
import { ListScreen } from "../../components/list-screen";
import { Notice } from "../../components/notice";
import { api } from "../../lib/api";
import { formatDate } from "../../lib/dates";
import { useErrorText } from "../../lib/error-text";
import { useI18n } from "../../lib/i18n";
import { session } from "../../lib/session";
import { useColors } from "../../lib/theme";

/** The invitation an answer is for: here always by its id (a mailed link's token elsewhere). */
function invitationIdOf(input: { token: string } | { invitationId: string }): string | null {
  return "invitationId" in input ? input.invitationId : null;
}

/**
 * Invitations that arrived after sign-in, to the user's verified address: accept or decline. Each
 * says what the web's invitation page says, its date in the same style.
 */
export default function Invitations() {
  const { t, locale } = useI18n();
  const colors = useColors();
  const errorText = useErrorText();
  const utils = api.useUtils();
  const invitations = api.team.invitation.listMine.useQuery();
  const refresh = () =>
    Promise.all([utils.team.invitation.listMine.invalidate(), utils.team.list.invalidate()]);
  const accept = api.team.invitation.accept.useMutation({
    onSuccess: async ({ teamId }) => {
      await session.chooseTeam(teamId);
      await refresh();
      router.dismissTo("/tasks");
    },
  });
  const decline = api.team.invitation.decline.useMutation({ onSuccess: refresh });
  const failed = accept.error ?? decline.error;
  const accepting = accept.isPending ? invitationIdOf(accept.variables) : null;
  const declining = decline.isPending ? invitationIdOf(decline.variables) : null;

  return (
    <ListScreen
      title={t("dashboard.pendingInvitations")}
      items={invitations.data}
      emptyText={t("mobile.teams.noInvitations")}
      renderItem={(item) => {
        const values = { team: item.teamName, inviter: item.inviterName ?? "", role: item.role };
        const isAnswering = accepting === item.id || declining === item.id;
        return (
          <View style={[styles.card, { borderColor: colors.border }]}>
            <Text accessibilityRole="header" style={[styles.name, { color: colors.text }]}>
              {t("invitation.title", { team: item.teamName })}
            </Text>
            <Text style={{ color: colors.text }}>
              {item.inviterName
                ? t("invitation.invitedBy", values)
                : t("invitation.invitedByUnknown", values)}
            </Text>
            <Text style={{ color: colors.muted }}>
              {t("invitation.expires", { date: formatDate(item.expiresAt, locale, "long") })}
            </Text>
            <View style={styles.row}>
              <Button
                label={t("invitation.accept")}
                accessibilityLabel={`${t("invitation.accept")}: ${item.teamName}`}
                isBusy={accepting === item.id}
                isDisabled={isAnswering}
                onPress={() => {
                  // Only this answer's outcome shows: not an earlier one's error (one on its way
                  // for another invitation keeps its own progress).
                  if (!decline.isPending) decline.reset();
                  accept.mutate({ invitationId: item.id });
                }}
              />
              <Button
                label={t("invitation.decline")}
                accessibilityLabel={`${t("invitation.decline")}: ${item.teamName}`}
                variant="secondary"
                isBusy={declining === item.id}
                isDisabled={isAnswering}
                onPress={() => {
                  if (!accept.isPending) accept.reset();
                  decline.mutate({ invitationId: item.id });
                }}
              />
            </View>
          </View>
        );
      }}
    >
      {invitations.isPending ? <ActivityIndicator /> : null}
      {invitations.error ? <Notice text={errorText(invitations.error)} /> : null}
      {failed ? <Notice text={errorText(failed)} /> : null}
    </ListScreen>
  );
}

const styles = StyleSheet.create({
  card: { borderWidth: 1, borderRadius: 10, padding: 14, gap: 8 },
  name: { fontSize: 17, fontWeight: "600" },
  row: { flexDirection: "row", flexWrap: "wrap", gap: 8 },
});
