import { router } from "expo-router";
import { useState } from "react";
import { ActivityIndicator, Pressable, StyleSheet, Text, View } from "react-native";

import { Button } from "../../../components/button";
import { ListScreen } from "../../../components/list-screen";
import { Notice } from "../../../components/notice";
import { QuotaNotice, SimulatedModelLabel, UsageMeter } from "../../../features/assistant/usage";
import { TeamRefusal } from "../../../features/team/team-refusal";
import { useCurrentTeam } from "../../../features/team/use-current-team";
import { withChosenTeam } from "../../../features/team/with-chosen-team";
import { api } from "../../../lib/api";
import { useErrorText } from "../../../lib/error-text";
import { useI18n } from "../../../lib/i18n";
import { useColors } from "../../../lib/theme";

/** The user's conversations with the assistant in this team (as on the web): open, delete, new. */
function Conversations() {
  const { t } = useI18n();
  const colors = useColors();
  const errorText = useErrorText();
  const { teamId, isOwner } = useCurrentTeam();
  const utils = api.useUtils();
  const usage = api.ai.usage.useQuery({ teamId });
  const conversations = api.ai.conversation.list.useQuery({ teamId });
  const [confirming, setConfirming] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ text: string; tone: "error" | "info" } | null>(null);
  const remove = api.ai.conversation.delete.useMutation({
    onSuccess: (_, { id }) => {
      utils.ai.conversation.list.setData({ teamId }, (old) =>
        old?.filter((item) => item.id !== id),
      );
      setNotice({ text: t("ai.page.deleted"), tone: "info" });
    },
    onError: (error) =>
      setNotice({ text: `${t("ai.page.deleteFailed")} ${errorText(error)}`, tone: "error" }),
    onSettled: () => setConfirming(null),
  });
  const isQuotaReached = usage.data ? usage.data.used >= usage.data.limit : false;

  const header = (
    <View style={styles.header}>
      {usage.data ? <UsageMeter usage={usage.data} /> : null}
      {usage.data?.model.kind === "simulated" ? <SimulatedModelLabel /> : null}
      {isQuotaReached ? <QuotaNotice isOwner={isOwner} /> : null}
      <View style={styles.row}>
        <Button
          label={t("ai.page.newConversation")}
          onPress={() => router.push("/assistant/new")}
        />
      </View>
      {notice ? <Notice text={notice.text} tone={notice.tone} /> : null}
      {conversations.error && !conversations.data ? (
        <TeamRefusal error={conversations.error} />
      ) : null}
      <Text accessibilityRole="header" style={[styles.heading, { color: colors.text }]}>
        {t("ai.page.history")}
      </Text>
      {conversations.isPending ? <ActivityIndicator /> : null}
    </View>
  );

  return (
    <ListScreen
      title={t("mobile.assistant.title")}
      items={conversations.data}
      emptyText={t("ai.page.historyEmpty")}
      extraData={[confirming, remove.isPending]}
      header={header}
      renderItem={(item) =>
        confirming === item.id ? (
          <View accessibilityRole="alert" style={[styles.card, { borderColor: colors.danger }]}>
            <Text style={[styles.title, { color: colors.text }]}>
              {t("ai.page.deleteConfirmTitle", { title: item.title })}
            </Text>
            <Text style={{ color: colors.text }}>{t("ai.page.deleteConfirmText")}</Text>
            <View style={styles.row}>
              <Button
                label={t("ai.page.delete")}
                variant="danger"
                isBusy={remove.isPending}
                onPress={() => remove.mutate({ teamId, id: item.id })}
              />
              <Button
                label={t("ai.page.cancel")}
                variant="secondary"
                isDisabled={remove.isPending}
                onPress={() => setConfirming(null)}
              />
            </View>
          </View>
        ) : (
          <View style={[styles.card, styles.item, { borderColor: colors.border }]}>
            <Pressable
              accessibilityRole="button"
              accessibilityLabel={t("mobile.assistant.openConversation", { title: item.title })}
              onPress={() => router.push(`/assistant/${item.id}`)}
              style={styles.open}
            >
              <Text style={[styles.title, { color: colors.text }]}>{item.title}</Text>
            </Pressable>
            <Button
              label={t("ai.page.delete")}
              accessibilityLabel={t("ai.page.deleteConversation", { title: item.title })}
              variant="secondary"
              onPress={() => {
                setNotice(null);
                setConfirming(item.id);
              }}
            />
          </View>
        )
      }
    />
  );
}

const styles = StyleSheet.create({
  header: { gap: 12, paddingBottom: 4 },
  heading: { fontSize: 17, fontWeight: "600" },
  row: { flexDirection: "row", flexWrap: "wrap", gap: 8 },
  card: { borderWidth: 1, borderRadius: 10, padding: 12, gap: 8 },
  item: { flexDirection: "row", alignItems: "center", flexWrap: "wrap" },
  open: { flex: 1, minHeight: 44, justifyContent: "center", minWidth: 160 },
  title: { fontSize: 16, fontWeight: "600" },
});

export default withChosenTeam(Conversations);
