import { useState } from "react";
import { Pressable, StyleSheet, Text, View } from "react-native";

import { TASK_STATUSES } from "@teamkit/validators";

import type { BoardTask } from "../../lib/api";
import type { TaskStatus } from "./board-moves";
import { Button } from "../../components/button";
import { useI18n } from "../../lib/i18n";
import { useColors } from "../../lib/theme";
import { TaskMeta } from "./task-meta";

/**
 * A card with the list row's details; pressing it opens its move menu (up, down, to another
 * column). As on the web, the first card of its column offers no Up and the last no Down.
 */
export function BoardCard({
  task,
  canMoveUp,
  canMoveDown,
  onMove,
}: {
  task: BoardTask;
  canMoveUp: boolean;
  canMoveDown: boolean;
  onMove: (to: "up" | "down" | TaskStatus) => void;
}) {
  const { t } = useI18n();
  const colors = useColors();
  const [isOpen, setIsOpen] = useState(false);
  const choose = (to: "up" | "down" | TaskStatus) => {
    setIsOpen(false);
    onMove(to);
  };
  return (
    <View style={[styles.card, { borderColor: colors.border, backgroundColor: colors.background }]}>
      <Pressable
        accessibilityRole="button"
        accessibilityLabel={t("tasks.board.moveMenu", { title: task.title })}
        accessibilityState={{ expanded: isOpen }}
        onPress={() => setIsOpen(!isOpen)}
        style={styles.title}
      >
        <Text style={{ color: colors.text, fontSize: 16 }}>{task.title}</Text>
        {/* What the list's rows show, so urgent and overdue cards stand out on the board too. */}
        <TaskMeta task={task} withStatus={false} />
      </Pressable>
      {isOpen ? (
        <View
          accessibilityLabel={t("mobile.tasks.moveActions", { title: task.title })}
          style={styles.menu}
        >
          {canMoveUp ? (
            <Button label={t("tasks.board.up")} variant="secondary" onPress={() => choose("up")} />
          ) : null}
          {canMoveDown ? (
            <Button
              label={t("tasks.board.down")}
              variant="secondary"
              onPress={() => choose("down")}
            />
          ) : null}
          {TASK_STATUSES.filter((status) => status !== task.status).map((status) => (
            <Button
              key={status}
              label={t("tasks.board.toColumn", { column: t(`tasks.status.${status}`) })}
              variant="secondary"
              onPress={() => choose(status)}
            />
          ))}
        </View>
      ) : null}
    </View>
  );
}

const styles = StyleSheet.create({
  card: { borderWidth: 1, borderRadius: 8, padding: 10, gap: 8 },
  title: { minHeight: 44, justifyContent: "center", gap: 4 },
  menu: { flexDirection: "row", flexWrap: "wrap", gap: 6 },
});
