import { router } from "expo-router";
import { ActivityIndicator, Pressable, StyleSheet, Text, View } from "react-native";

import type { ToolPart } from "./stream";
import { formatDay } from "../../lib/dates";
import { useI18n } from "../../lib/i18n";
import { useColors } from "../../lib/theme";

interface ToolTask {
  id: string;
  title: string;
  status: "todo" | "in_progress" | "done";
  dueDate: string | null;
  assigneeName: string | null;
}

type ToolOutput =
  | { error: string }
  | { task: { id: string; title: string } }
  | { tasks: ToolTask[]; total: number };

const TOOLS = ["listTasks", "searchTasks", "createTask"] as const;

/** True for the parts that are calls of the assistant's tools. */
export function isToolPart(part: { type: string }): part is ToolPart {
  return TOOLS.some((name) => part.type === `tool-${name}`);
}

function openTask(id: string) {
  router.push(`/tasks/${id}`);
}

/** A tool's step in an answer: working, failed, the task it created, or the tasks it found. */
export function ToolCard({ part }: { part: ToolPart }) {
  const { t, locale } = useI18n();
  const colors = useColors();
  const name = part.type.slice("tool-".length) as (typeof TOOLS)[number];
  const card = [styles.card, { borderColor: colors.border, backgroundColor: colors.surface }];
  const failure = (error: string) => (
    <Text style={[card, { color: colors.danger }]}>{t("ai.tools.failed", { error })}</Text>
  );

  if (part.state === "output-error") return failure(part.errorText ?? "");
  if (part.state !== "output-available") {
    return (
      <View style={styles.row}>
        <ActivityIndicator />
        <Text style={{ color: colors.muted }}>{t(`ai.tools.${name}`)}</Text>
      </View>
    );
  }
  const output = part.output as ToolOutput;
  if ("error" in output) return failure(output.error);
  if ("task" in output) {
    return (
      <View style={card} testID="ai-created-task">
        <Text style={[styles.small, { color: colors.success }]}>{t("ai.tools.created")}</Text>
        <Pressable
          accessibilityRole="link"
          accessibilityLabel={t("ai.tools.openTask", { title: output.task.title })}
          onPress={() => openTask(output.task.id)}
        >
          <Text style={[styles.link, { color: colors.text }]}>{output.task.title}</Text>
        </Pressable>
      </View>
    );
  }
  const date = (value: string) => formatDay(value, locale);
  return (
    <View style={card} testID="ai-task-list">
      <Text style={[styles.small, { color: colors.muted }]}>
        {t("ai.tools.found", { total: output.total })}
      </Text>
      {output.tasks.map((task) => (
        <Pressable
          key={task.id}
          accessibilityRole="link"
          accessibilityLabel={t("ai.tools.openTask", { title: task.title })}
          onPress={() => openTask(task.id)}
        >
          <Text style={[styles.link, { color: colors.text }]}>{task.title}</Text>
          <Text style={[styles.small, { color: colors.muted }]}>
            {[
              t(`tasks.status.${task.status}`),
              task.dueDate ? t("ai.tools.dueOn", { date: date(task.dueDate) }) : null,
              task.assigneeName ?? t("ai.tools.unassigned"),
            ]
              .filter(Boolean)
              .join(" · ")}
          </Text>
        </Pressable>
      ))}
      {output.total > output.tasks.length ? (
        <Pressable accessibilityRole="link" onPress={() => router.push("/tasks")}>
          <Text style={[styles.small, { color: colors.primary }]}>
            {t("ai.tools.more", { count: output.total - output.tasks.length })}
          </Text>
        </Pressable>
      ) : null}
    </View>
  );
}

const styles = StyleSheet.create({
  card: { borderWidth: 1, borderRadius: 10, padding: 10, gap: 6 },
  row: { flexDirection: "row", alignItems: "center", gap: 8 },
  small: { fontSize: 13 },
  link: { fontSize: 15, fontWeight: "600", textDecorationLine: "underline", minHeight: 24 },
});
