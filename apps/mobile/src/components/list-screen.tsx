import type { ReactElement, ReactNode } from "react";

import { Stack } from "expo-router";
import { FlatList, StyleSheet, Text, View } from "react-native";

import { useColors } from "../lib/theme";
import { EmptyState } from "./empty-state";

/**
 * A screen that is one list of the server's items: its title, what stands above the list, and the
 * empty text (with an optional action) once the items have arrived and there are none; with a
 * description, the empty text is the title of an empty state, as on the web.
 */
export function ListScreen<T extends { id: string }>({
  title,
  items,
  renderItem,
  emptyText,
  emptyDescription,
  emptyAction,
  header,
  extraData,
  children,
}: {
  title: string;
  /** Undefined while loading: no empty text yet. */
  items: readonly T[] | undefined;
  renderItem: (item: T) => ReactElement;
  emptyText: string;
  emptyDescription?: string;
  emptyAction?: ReactNode;
  /** Scrolls with the list. */
  header?: ReactElement;
  /** What the rows depend on besides the items. */
  extraData?: unknown;
  /** Stays above the list. */
  children?: ReactNode;
}) {
  const colors = useColors();
  return (
    <View style={[styles.screen, { backgroundColor: colors.background }]}>
      <Stack.Screen options={{ title }} />
      {children}
      <FlatList
        data={items ?? []}
        keyExtractor={(item) => item.id}
        extraData={extraData}
        ListHeaderComponent={header}
        ListEmptyComponent={
          !items ? null : emptyDescription ? (
            <EmptyState title={emptyText} description={emptyDescription} action={emptyAction} />
          ) : (
            <View style={styles.empty}>
              <Text style={{ color: colors.muted }}>{emptyText}</Text>
              {emptyAction}
            </View>
          )
        }
        renderItem={({ item }) => renderItem(item)}
        contentContainerStyle={styles.list}
      />
    </View>
  );
}

const styles = StyleSheet.create({
  screen: { flex: 1 },
  list: { padding: 16, gap: 10 },
  empty: { gap: 10 },
});
