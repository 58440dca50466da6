import type { InfiniteData, QueryKey } from "@tanstack/react-query";

import { useQueryClient } from "@tanstack/react-query";
import { getQueryKey } from "@trpc/react-query";

import type { BoardView, TaskView } from "../../lib/api";
import { api } from "../../lib/api";

type ListData = { items: TaskView[]; total: number } & Record<string, unknown>;

const DRAFT = "draft-";

/** The id of a task shown before the server has created it. */
export const draftId = () => `${DRAFT}${Date.now()}`;

/** A task the server has not created yet: there is nothing to open until it has. */
export const isDraft = (task: { id: string }) => task.id.startsWith(DRAFT);

/** How one change looks in the caches before the server confirms it. */
export interface TaskPatch {
  list?: (items: TaskView[]) => TaskView[];
  board?: (board: BoardView) => BoardView;
}

/**
 * A list patch on an endless list's pages: applied once to all their tasks in order (a new task
 * goes to the top once, not to the top of every page); the pages keep their lengths but the last.
 */
export function patchPages(
  data: InfiniteData<ListData>,
  list: (items: TaskView[]) => TaskView[],
): InfiniteData<ListData> {
  const all = data.pages.flatMap((page) => page.items);
  const patched = list(all);
  const delta = patched.length - all.length;
  let start = 0;
  const pages = data.pages.map((page, index) => {
    const isLast = index === data.pages.length - 1;
    const items = isLast ? patched.slice(start) : patched.slice(start, start + page.items.length);
    start += items.length;
    return { ...page, items, total: page.total + delta };
  });
  return { ...data, pages };
}

/**
 * Applies a change to every cached task list and the board at once, and returns the undo: the
 * screens show the change at once and put things back if the server refuses it.
 */
export function useOptimisticTasks() {
  const queryClient = useQueryClient();
  const listKey = getQueryKey(api.tasks.list, undefined, "query");
  const pagesKey = getQueryKey(api.tasks.list, undefined, "infinite");
  const boardKey = getQueryKey(api.tasks.boardCards, undefined, "query");

  return async (patch: TaskPatch): Promise<() => void> => {
    await Promise.all([
      queryClient.cancelQueries({ queryKey: listKey }),
      queryClient.cancelQueries({ queryKey: pagesKey }),
      queryClient.cancelQueries({ queryKey: boardKey }),
    ]);
    const saved: [QueryKey, unknown][] = [
      ...queryClient.getQueriesData({ queryKey: listKey }),
      ...queryClient.getQueriesData({ queryKey: pagesKey }),
      ...queryClient.getQueriesData({ queryKey: boardKey }),
    ];
    const { list, board } = patch;
    if (list) {
      queryClient.setQueriesData<ListData>({ queryKey: listKey }, (data) => {
        if (!data) return data;
        const items = list(data.items);
        return { ...data, items, total: data.total + items.length - data.items.length };
      });
      queryClient.setQueriesData<InfiniteData<ListData>>({ queryKey: pagesKey }, (data) =>
        data ? patchPages(data, list) : data,
      );
    }
    if (board) {
      queryClient.setQueriesData<BoardView>({ queryKey: boardKey }, (data) =>
        data ? board(data) : data,
      );
    }
    return () => {
      for (const [key, data] of saved) queryClient.setQueryData(key, data);
    };
  };
}

/**
 * Refetches the lists, the board and opened tasks after a change, whatever the server answered.
 * A first load still under way may have been read before the change: React Query lets an
 * invalidation join it (and keep its answer), so it is cancelled and started again.
 */
export function useRefreshTasks() {
  const utils = api.useUtils();
  const { list, boardCards, get } = utils.tasks;
  return async () => {
    await Promise.all([list.cancel(), boardCards.cancel(), get.cancel()]);
    await Promise.all([list.invalidate(), boardCards.invalidate(), get.invalidate()]);
  };
}

/** A task as a cached list holds it (either kind), to show while its own query cannot load. */
export function useCachedTask(id: string): TaskView | undefined {
  const queryClient = useQueryClient();
  const lists = queryClient.getQueriesData<ListData>({
    queryKey: getQueryKey(api.tasks.list, undefined, "query"),
  });
  const pages = queryClient.getQueriesData<InfiniteData<ListData>>({
    queryKey: getQueryKey(api.tasks.list, undefined, "infinite"),
  });
  const items = [
    ...lists.flatMap(([, data]) => data?.items ?? []),
    ...pages.flatMap(([, data]) => data?.pages.flatMap((page) => page.items) ?? []),
  ];
  return items.find((item) => item.id === id);
}
