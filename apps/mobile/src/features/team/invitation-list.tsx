import { useState } from "react";
import { ActivityIndicator, StyleSheet, Text, View } from "react-native";

import type { RouterOutputs } from "@teamkit/api/client";

import { Button } from "../../components/button";
import { ConfirmBox } from "../../components/confirm-box";
import { Notice } from "../../components/notice";
import { api } from "../../lib/api";
import { formatDate } from "../../lib/dates";
import { useFailure } from "../../lib/error-text";
import { useI18n } from "../../lib/i18n";
import { useColors } from "../../lib/theme";

type Invitation = RouterOutputs["team"]["invitation"]["list"][number];

/**
 * The team's pending invitations: address, role, who invited, until when. Owners may revoke one,
 * with the web's procedure, after a question.
 */
export function InvitationList({ teamId, canRevoke }: { teamId: string; canRevoke: boolean }) {
  const { t, locale } = useI18n();
  const colors = useColors();
  const failure = useFailure();
  const utils = api.useUtils();
  const invitations = api.team.invitation.list.useQuery({ teamId });
  const [confirming, setConfirming] = useState<string | null>(null);
  const [message, setMessage] = useState<{ text: string; tone: "error" | "info" } | null>(null);
  const revoke = api.team.invitation.revoke.useMutation({
    onSuccess: () => setMessage({ text: t("teamSettings.invitations.revoked"), tone: "info" }),
    onError: (error) =>
      setMessage({
        text: failure(error, t("teamSettings.invitations.revokeFailed")),
        tone: "error",
      }),
    // Revoked, or gone meanwhile (accepted, revoked by another owner): the list as it is now.
    onSettled: async () => {
      setConfirming(null);
      await utils.team.invitation.list.invalidate({ teamId });
    },
  });

  const row = (invitation: Invitation) => (
    <View
      key={invitation.id}
      testID="team-invitation"
      style={[styles.card, { borderColor: colors.border }]}
    >
      <Text style={[styles.name, { color: colors.text }]}>{invitation.email}</Text>
      <Text style={{ color: colors.text }}>{t(`teamSettings.roles.${invitation.role}`)}</Text>
      <Text style={{ color: colors.muted }}>
        {invitation.invitedByName
          ? t("teamSettings.invitations.invitedBy", { name: invitation.invitedByName })
          : t("teamSettings.invitations.invitedByUnknown")}
        {" · "}
        {invitation.isExpired ? (
          <Text style={{ color: colors.danger }}>{t("teamSettings.invitations.expired")}</Text>
        ) : (
          t("teamSettings.invitations.expires", {
            date: formatDate(invitation.expiresAt, locale),
          })
        )}
      </Text>
      {canRevoke && confirming === invitation.id ? (
        <View style={styles.confirm}>
          <ConfirmBox
            title={t("teamSettings.invitations.revokeConfirmTitle", { email: invitation.email })}
            description={t("teamSettings.invitations.revokeConfirmText")}
            confirmLabel={t("teamSettings.invitations.revoke")}
            confirmAccessibilityLabel={t("teamSettings.invitations.revokeInvitation", {
              email: invitation.email,
            })}
            onConfirm={() => revoke.mutate({ teamId, invitationId: invitation.id })}
            onCancel={() => setConfirming(null)}
            isPending={revoke.isPending}
          />
        </View>
      ) : canRevoke ? (
        <View style={styles.action}>
          <Button
            label={t("teamSettings.invitations.revoke")}
            accessibilityLabel={t("teamSettings.invitations.revokeInvitation", {
              email: invitation.email,
            })}
            variant="secondary"
            isDisabled={revoke.isPending}
            onPress={() => {
              setMessage(null);
              setConfirming(invitation.id);
            }}
          />
        </View>
      ) : null}
    </View>
  );

  return (
    <>
      {invitations.isPending ? <ActivityIndicator /> : null}
      {message ? <Notice text={message.text} tone={message.tone} /> : null}
      {invitations.data?.length === 0 ? (
        <Text style={{ color: colors.muted }}>{t("teamSettings.invitations.empty")}</Text>
      ) : null}
      {invitations.data?.map(row)}
    </>
  );
}

const styles = StyleSheet.create({
  card: { borderWidth: 1, borderRadius: 10, padding: 12, gap: 2 },
  name: { fontSize: 16, fontWeight: "600" },
  action: { flexDirection: "row", paddingTop: 8 },
  confirm: { paddingTop: 8 },
});
