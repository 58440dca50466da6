import { Pressable, StyleSheet, Text, View } from "react-native";

import type { TaskView } from "../../lib/api";
import { formatDay } from "../../lib/dates";
import { useI18n } from "../../lib/i18n";
import { useColors } from "../../lib/theme";
import { isDraft } from "./optimistic";

export function TaskRow({ task, onPress }: { task: TaskView; onPress: () => void }) {
  const { t, locale } = useI18n();
  const colors = useColors();
  // What the web's rows show, in its words and date format.
  const details = [
    t(`tasks.status.${task.status}`),
    task.priority !== "none" ? t(`tasks.priority.${task.priority}`) : null,
    task.dueDate ? t("tasks.dueOn", { date: formatDay(task.dueDate, locale) }) : null,
    task.assignee
      ? t("tasks.assignedTo", { name: task.assignee.name ?? task.assignee.email })
      : null,
    ...task.tags.map((tag) => tag.name),
  ].filter(Boolean);
  const isSaving = isDraft(task);
  return (
    <Pressable
      accessibilityRole="button"
      // The row's text replaced by its label: what it shows is said too, after what it does.
      accessibilityLabel={[t("mobile.tasks.open", { title: task.title }), ...details].join(", ")}
      accessibilityState={{ disabled: isSaving, busy: isSaving }}
      disabled={isSaving}
      onPress={onPress}
      style={[styles.row, { borderColor: colors.border }]}
    >
      <Text style={[styles.title, { color: colors.text }]}>{task.title}</Text>
      <View style={styles.details}>
        <Text style={{ color: colors.muted }}>{details.join(" · ")}</Text>
      </View>
    </Pressable>
  );
}

const styles = StyleSheet.create({
  row: { borderBottomWidth: StyleSheet.hairlineWidth, paddingVertical: 12, minHeight: 44, gap: 4 },
  title: { fontSize: 17, fontWeight: "600" },
  details: { flexDirection: "row", flexWrap: "wrap" },
});
