import { StyleSheet, Text, View } from "react-native";

import { isTaskOverdue, localDay } from "@teamkit/validators";

import type { BoardTask } from "../../lib/api";
import { formatDay } from "../../lib/dates";
import { useI18n } from "../../lib/i18n";
import { useColors } from "../../lib/theme";
import { tagDotColor } from "./tag-colors";

/** What a list row and a board card both have. */
type TaskMetaFields = Pick<BoardTask, "status" | "priority" | "dueDate" | "assignee" | "tags">;

/**
 * What a task line says besides its title, in the web's words and date format: status (when
 * asked), priority, due day (marked when overdue), assignee, then the tags.
 */
export function useTaskDetails() {
  const { t, locale } = useI18n();
  const today = localDay();
  return (task: TaskMetaFields, withStatus: boolean) => {
    const isLate = isTaskOverdue(task, today);
    const due = task.dueDate
      ? t(isLate ? "tasks.overdueOn" : "tasks.dueOn", { date: formatDay(task.dueDate, locale) })
      : null;
    const before = [
      withStatus ? t(`tasks.status.${task.status}`) : null,
      task.priority !== "none" ? t(`tasks.priority.${task.priority}`) : null,
    ].filter((text) => text !== null);
    const after = task.assignee
      ? [t("tasks.assignedTo", { name: task.assignee.name ?? task.assignee.email })]
      : [];
    return {
      before,
      due,
      isLate,
      after,
      /** Everything, for a screen reader's label. */
      all: [...before, ...(due ? [due] : []), ...after, ...task.tags.map((tag) => tag.name)],
    };
  };
}

/** A task's details under its title: a line of text, then its tags, each with its colour. */
export function TaskMeta({ task, withStatus }: { task: TaskMetaFields; withStatus: boolean }) {
  const colors = useColors();
  const { before, due, isLate, after } = useTaskDetails()(task, withStatus);
  const parts = [
    ...before.map((text) => <Text key={text}>{text}</Text>),
    ...(due
      ? [
          <Text key="due" style={isLate ? [styles.late, { color: colors.danger }] : undefined}>
            {due}
          </Text>,
        ]
      : []),
    ...after.map((text) => <Text key={text}>{text}</Text>),
  ];
  return (
    <>
      {parts.length > 0 ? (
        <Text style={{ color: colors.muted }}>
          {parts.flatMap((part, index) => (index === 0 ? [part] : [" · ", part]))}
        </Text>
      ) : null}
      {task.tags.length > 0 ? (
        <View style={styles.tags}>
          {task.tags.map((tag) => (
            <View key={tag.id} style={[styles.tag, { borderColor: colors.border }]}>
              <View
                testID={`tag-dot-${tag.id}`}
                style={[styles.dot, { backgroundColor: tagDotColor(tag.color) }]}
              />
              <Text style={{ color: colors.text, fontSize: 13 }}>{tag.name}</Text>
            </View>
          ))}
        </View>
      ) : null}
    </>
  );
}

const styles = StyleSheet.create({
  late: { fontWeight: "600" },
  tags: { flexDirection: "row", flexWrap: "wrap", gap: 6 },
  tag: {
    flexDirection: "row",
    alignItems: "center",
    gap: 5,
    borderWidth: 1,
    borderRadius: 10,
    paddingHorizontal: 8,
    paddingVertical: 2,
    maxWidth: "100%",
  },
  dot: { width: 8, height: 8, borderRadius: 4 },
});
