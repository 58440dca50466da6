import { Redirect, router, Stack } from "expo-router";
import { useDeferredValue, useState } from "react";
import { ActivityIndicator, FlatList, RefreshControl, StyleSheet, Text, View } from "react-native";

import type { Filters } from "../../../features/tasks/filters";
import { Button } from "../../../components/button";
import { EmptyState } from "../../../components/empty-state";
import { TextField } from "../../../components/text-field";
import { TaskFilters } from "../../../features/tasks/filters";
import { TaskRow } from "../../../features/tasks/task-row";
import { useTeamGone } from "../../../features/tasks/use-team-query-guard";
import { TeamRefusal } from "../../../features/team/team-refusal";
import { useCurrentTeam } from "../../../features/team/use-current-team";
import { api } from "../../../lib/api";
import { useI18n } from "../../../lib/i18n";
import { useTeamId } from "../../../lib/session";
import { useColors } from "../../../lib/theme";

const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
const TASK_PAGE_SIZE = 50;

/** The other screens, one compact row above the list; sign-out is in Account. */
const SCREENS = [
  ["mobile.tasks.board", "/board"],
  ["mobile.assistant.title", "/assistant"],
  ["mobile.team.title", "/team"],
  ["settings.menu.account", "/account"],
] as const;

export default function Tasks() {
  const { t } = useI18n();
  const colors = useColors();
  const teamId = useTeamId();
  const { team } = useCurrentTeam();
  const [search, setSearch] = useState("");
  const [filters, setFilters] = useState<Filters>({});
  const query = useDeferredValue(search.trim());
  // An endless list: the next page loads as the end comes into view.
  const tasks = api.tasks.list.useInfiniteQuery(
    { teamId, ...filters, search: query || undefined, timeZone, pageSize: TASK_PAGE_SIZE },
    {
      enabled: teamId !== "",
      placeholderData: (previous) => previous,
      initialCursor: 1,
      getNextPageParam: (last, pages) =>
        pages.length * TASK_PAGE_SIZE < last.total ? pages.length + 1 : undefined,
    },
  );
  // Pages are offsets: a task added meanwhile shifts them, so a row may come twice.
  const items = [
    ...new Map(
      (tasks.data?.pages.flatMap((page) => page.items) ?? []).map((task) => [task.id, task]),
    ).values(),
  ];
  useTeamGone(tasks.error);
  if (!teamId) return <Redirect href="/teams" />;
  const hasFilters = !!(
    filters.status ||
    filters.tagId ||
    filters.assigneeId ||
    filters.due ||
    query
  );

  const header = (
    <View style={styles.header}>
      <View style={styles.row}>
        <Text accessibilityRole="header" style={[styles.team, { color: colors.text }]}>
          {team?.name ?? ""}
        </Text>
        <Button
          label={t("teams.switcher.label")}
          variant="secondary"
          onPress={() => router.push("/teams")}
        />
      </View>
      <View role="navigation" accessibilityLabel={t("mobile.tasks.screens")} style={styles.row}>
        {SCREENS.map(([label, href]) => (
          <View key={href} style={styles.screenLink}>
            <Button label={t(label)} variant="secondary" onPress={() => router.push(href)} />
          </View>
        ))}
      </View>
      <Button label={t("tasks.new")} onPress={() => router.push("/tasks/new")} />
      <TextField
        label={t("tasks.search")}
        placeholder={t("tasks.searchPlaceholder")}
        value={search}
        onChangeText={setSearch}
        inputMode="search"
      />
      <TaskFilters value={filters} onChange={setFilters} />
      {tasks.error ? <TeamRefusal error={tasks.error} /> : null}
    </View>
  );

  return (
    <View style={[styles.screen, { backgroundColor: colors.background }]}>
      <Stack.Screen options={{ title: t("tasks.title") }} />
      <FlatList
        data={items}
        keyExtractor={(task) => task.id}
        ListHeaderComponent={header}
        ListEmptyComponent={
          // Pending only until the first page: a refresh or a new filter keeps what is shown.
          tasks.isPending ? (
            <ActivityIndicator accessibilityLabel={t("tasks.loading")} style={styles.more} />
          ) : !tasks.data ? null : hasFilters ? (
            <EmptyState
              title={t("tasks.noMatches")}
              description={t("tasks.noMatchesText")}
              action={
                <Button
                  label={t("tasks.clearFilters")}
                  variant="secondary"
                  onPress={() => {
                    setFilters({});
                    setSearch("");
                  }}
                />
              }
            />
          ) : (
            <EmptyState title={t("tasks.empty")} description={t("tasks.emptyText")} />
          )
        }
        renderItem={({ item }) => (
          <TaskRow task={item} onPress={() => router.push(`/tasks/${item.id}`)} />
        )}
        onEndReached={() => {
          if (tasks.hasNextPage && !tasks.isFetchingNextPage) void tasks.fetchNextPage();
        }}
        onEndReachedThreshold={0.5}
        ListFooterComponent={
          tasks.isFetchingNextPage ? (
            <ActivityIndicator
              accessibilityLabel={t("mobile.tasks.loadingMore")}
              style={styles.more}
            />
          ) : null
        }
        refreshControl={
          <RefreshControl
            refreshing={tasks.isRefetching}
            onRefresh={() => void tasks.refetch()}
            accessibilityLabel={t("tasks.retry")}
          />
        }
        contentContainerStyle={styles.list}
      />
    </View>
  );
}

const styles = StyleSheet.create({
  screen: { flex: 1 },
  header: { gap: 12, paddingBottom: 8 },
  row: { flexDirection: "row", flexWrap: "wrap", alignItems: "center", gap: 8 },
  team: { flexGrow: 1, flexShrink: 1, fontSize: 17, fontWeight: "600" },
  screenLink: { flexGrow: 1 },
  list: { padding: 16 },
  more: { paddingVertical: 16 },
});
