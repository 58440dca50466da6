import { Redirect, Stack } from "expo-router";
import {
  ActivityIndicator,
  RefreshControl,
  ScrollView,
  StyleSheet,
  Text,
  View,
} from "react-native";

import { BoardCard } from "../../features/tasks/board-card";
import { useBoardMove } from "../../features/tasks/use-board-move";
import { useTeamGone } from "../../features/tasks/use-team-query-guard";
import { TeamRefusal } from "../../features/team/team-refusal";
import { api } from "../../lib/api";
import { useI18n } from "../../lib/i18n";
import { useTeamId } from "../../lib/session";
import { useColors } from "../../lib/theme";

/** The board: a column per status with its count, in the server's order. */
export default function Board() {
  const { t } = useI18n();
  const colors = useColors();
  const teamId = useTeamId();
  const board = api.tasks.boardCards.useQuery({ teamId }, { enabled: teamId !== "" });
  const move = useBoardMove(board.data);
  useTeamGone(board.error);
  if (!teamId) return <Redirect href="/teams" />;

  return (
    <ScrollView
      style={{ backgroundColor: colors.background }}
      contentContainerStyle={styles.board}
      refreshControl={
        <RefreshControl refreshing={board.isRefetching} onRefresh={() => void board.refetch()} />
      }
    >
      <Stack.Screen options={{ title: t("tasks.board.title") }} />
      {board.isPending ? <ActivityIndicator accessibilityLabel={t("tasks.board.loading")} /> : null}
      {board.error ? <TeamRefusal error={board.error} /> : null}
      {board.data?.columns.map((column) => {
        const name = t(`tasks.status.${column.status}`);
        return (
          <View key={column.status} accessibilityLabel={name} style={styles.column}>
            <Text accessibilityRole="header" style={[styles.heading, { color: colors.text }]}>
              {name} · {t("tasks.board.columnCount", { count: column.total })}
            </Text>
            {column.tasks.length === 0 ? (
              <Text style={{ color: colors.muted }}>{t(`tasks.board.empty.${column.status}`)}</Text>
            ) : null}
            {column.tasks.map((task, index) => (
              <BoardCard
                key={task.id}
                task={task}
                canMoveUp={index > 0}
                canMoveDown={index < column.tasks.length - 1}
                onMove={(to) => void move(task.id, to)}
              />
            ))}
            {/* Past the board's limit: the rest are on the list, as the web says. */}
            {column.total > column.tasks.length ? (
              <Text style={{ color: colors.muted }}>
                {t("tasks.board.more", { count: column.total - column.tasks.length })}
              </Text>
            ) : null}
          </View>
        );
      })}
    </ScrollView>
  );
}

const styles = StyleSheet.create({
  board: { padding: 16, gap: 20 },
  column: { gap: 8 },
  heading: { fontSize: 18, fontWeight: "700" },
});
