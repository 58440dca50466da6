import { useState } from "react";
import { StyleSheet, Text, View } from "react-native";

import { Button } from "../../components/button";
import { ConfirmBox } from "../../components/confirm-box";
import { Notice } from "../../components/notice";
import { api } from "../../lib/api";
import { useFailure } from "../../lib/error-text";
import { flash } from "../../lib/flash";
import { useI18n } from "../../lib/i18n";
import { session } from "../../lib/session";
import { useColors } from "../../lib/theme";

/**
 * Leaving the team, after the web's question. The server's rules decide (a team keeps at least
 * one owner) and its refusal is shown as it says it; once left, the team list opens.
 */
export function LeaveSection({ teamId, teamName }: { teamId: string; teamName: string }) {
  const { t } = useI18n();
  const colors = useColors();
  const failure = useFailure();
  const utils = api.useUtils();
  const [isConfirming, setConfirming] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const leave = api.team.leave.useMutation({
    onSuccess: async () => {
      flash.show(t("teamSettings.leave.left"), "success");
      // Without a chosen team the screen sends to the team list, which no longer has this one.
      await session.forgetTeam();
      await utils.team.list.invalidate();
    },
    onError: (error) => {
      setConfirming(false);
      setRefusal(failure(error, t("teamSettings.leave.failed")));
    },
  });
  return (
    <View style={styles.section}>
      <Text accessibilityRole="header" style={[styles.heading, { color: colors.text }]}>
        {t("teamSettings.leave.title")}
      </Text>
      <Text style={{ color: colors.muted }}>
        {t("teamSettings.leave.description", { team: teamName })}
      </Text>
      {refusal ? <Notice text={refusal} /> : null}
      {isConfirming ? (
        <ConfirmBox
          title={t("teamSettings.leave.confirmTitle", { team: teamName })}
          description={t("teamSettings.leave.confirmDescription")}
          confirmLabel={t("teamSettings.leave.confirm")}
          onConfirm={() => leave.mutate({ teamId })}
          onCancel={() => setConfirming(false)}
          isPending={leave.isPending}
        />
      ) : (
        <View style={styles.row}>
          <Button
            label={t("teamSettings.leave.button")}
            variant="secondary"
            onPress={() => {
              setRefusal(null);
              setConfirming(true);
            }}
          />
        </View>
      )}
    </View>
  );
}

const styles = StyleSheet.create({
  section: { gap: 10 },
  heading: { fontSize: 18, fontWeight: "600" },
  row: { flexDirection: "row", flexWrap: "wrap", gap: 8 },
});
