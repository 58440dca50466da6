import { StyleSheet, Text, View } from "react-native";

import { answerFailureKey } from "@teamkit/validators";

import type { ChatMessage } from "./stream";
import { useI18n } from "../../lib/i18n";
import { useColors } from "../../lib/theme";
import { isToolPart, ToolCard } from "./tool-card";

/** The text of a message's text parts, joined. */
export function messageText(message: ChatMessage): string {
  return message.parts
    .map((part) => (part.type === "text" && "text" in part ? part.text : ""))
    .join("")
    .trim();
}

/** A question or an answer; an answer that was stopped or failed says so below what arrived. */
export function MessageView({ message, isStopped }: { message: ChatMessage; isStopped: boolean }) {
  const { t } = useI18n();
  const colors = useColors();
  if (message.role === "user") {
    return (
      <View testID="ai-user-message" style={[styles.question, { backgroundColor: colors.primary }]}>
        <Text accessibilityLabel={`${t("ai.page.you")}: ${messageText(message)}`}>
          <Text style={{ color: colors.onPrimary }}>{messageText(message)}</Text>
        </Text>
      </View>
    );
  }
  const failure = answerFailureKey(message.metadata);
  return (
    <View testID="ai-answer" style={styles.answer}>
      {message.parts.map((part, index) => {
        if (part.type === "text" && "text" in part) {
          return part.text ? (
            <Text
              key={index}
              style={[styles.text, { color: colors.text, borderColor: colors.border }]}
            >
              {part.text}
            </Text>
          ) : null;
        }
        if (isToolPart(part)) return <ToolCard key={part.toolCallId} part={part} />;
        return null;
      })}
      {failure ? (
        <Text style={{ color: colors.danger }}>
          {t.has(failure as never) ? t(failure as never) : t("ai.page.errorFallback")}
        </Text>
      ) : null}
      {isStopped || message.metadata?.status === "stopped" ? (
        <Text style={[styles.note, { color: colors.muted }]}>{t("ai.page.stopped")}</Text>
      ) : null}
    </View>
  );
}

const styles = StyleSheet.create({
  question: { alignSelf: "flex-end", maxWidth: "85%", borderRadius: 14, padding: 10 },
  answer: { alignSelf: "flex-start", maxWidth: "92%", gap: 6 },
  text: { borderWidth: 1, borderRadius: 14, padding: 10, fontSize: 15 },
  note: { fontStyle: "italic", fontSize: 13 },
});
