import { Pressable, StyleSheet, Text } from "react-native";

import type { TaskView } from "../../lib/api";
import { useI18n } from "../../lib/i18n";
import { useColors } from "../../lib/theme";
import { isDraft } from "./optimistic";
import { TaskMeta, useTaskDetails } from "./task-meta";

export function TaskRow({ task, onPress }: { task: TaskView; onPress: () => void }) {
  const { t } = useI18n();
  const colors = useColors();
  const details = useTaskDetails()(task, true);
  const isSaving = isDraft(task);
  return (
    <Pressable
      accessibilityRole="button"
      // The row's text replaced by its label: what it shows is said too, after what it does.
      accessibilityLabel={[t("mobile.tasks.open", { title: task.title }), ...details.all].join(
        ", ",
      )}
      accessibilityState={{ disabled: isSaving, busy: isSaving }}
      disabled={isSaving}
      onPress={onPress}
      style={[styles.row, { borderColor: colors.border }]}
    >
      <Text style={[styles.title, { color: colors.text }]}>{task.title}</Text>
      <TaskMeta task={task} withStatus />
    </Pressable>
  );
}

const styles = StyleSheet.create({
  row: { borderBottomWidth: StyleSheet.hairlineWidth, paddingVertical: 12, minHeight: 44, gap: 4 },
  title: { fontSize: 17, fontWeight: "600" },
});
