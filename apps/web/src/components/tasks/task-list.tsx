"use client";

import { useTranslations } from "next-intl";
import { useRef } from "react";

import { ConfirmDialog } from "@teamkit/ui/confirm-dialog";
import { EmptyState } from "@teamkit/ui/empty-state";

import { ListPager } from "~/components/list-pager";
import { ListSkeleton, LoadFailed } from "~/components/list-states";

import type { Member, Tag } from "./task-dialog";
import { TaskDialog } from "./task-dialog";
import { TaskListToolbar } from "./task-list-toolbar";
import { TaskRows } from "./task-rows";
import { useTaskList } from "./use-task-list";

/** The task list; its query lives in the URL, so a filtered list can be shared. */
export function TaskList(props: { teamId: string; initialTags: Tag[]; members: Member[] }) {
  const t = useTranslations("tasks");
  const state = useTaskList(props);
  const { list, query } = state;
  const root = useRef<HTMLDivElement>(null);
  // The deleted task's row, where focus would return, is gone: the next row's menu takes it (the
  // previous one for the last row), or "New task" once the page has none.
  const focusAfterDelete = useRef<string | null>(null);
  const confirmDelete = () => {
    const items = list.data?.items ?? [];
    const index = items.findIndex((task) => task.id === state.deleting?.id);
    focusAfterDelete.current = (items[index + 1] ?? items[index - 1])?.id ?? "";
    state.confirmDelete();
  };
  const moveFocusAfterDelete = () => {
    const id = focusAfterDelete.current;
    focusAfterDelete.current = null;
    if (id === null) return false;
    const rowMenu = id
      ? root.current?.querySelector<HTMLElement>(`[data-task-id="${id}"] button[aria-haspopup]`)
      : null;
    const target = rowMenu ?? root.current?.querySelector<HTMLElement>("[data-new-task]");
    target?.focus();
    return !!target;
  };

  return (
    <div ref={root} className="grid gap-4">
      <TaskListToolbar state={state} members={props.members} onNew={() => state.openDialog(null)} />

      {list.isError && !list.data ? (
        <LoadFailed
          message={t("loadFailed")}
          retryLabel={t("retry")}
          onRetry={() => void list.refetch()}
        />
      ) : !list.data ? (
        <ListSkeleton label={t("loading")} rows={3} rowClassName="h-16 w-full" />
      ) : list.data.items.length === 0 ? (
        state.hasFilters ? (
          <EmptyState headingLevel={2} title={t("noMatches")} description={t("noMatchesText")} />
        ) : (
          <EmptyState headingLevel={2} title={t("empty")} description={t("emptyText")} />
        )
      ) : (
        <>
          <TaskRows
            tasks={list.data.items}
            total={list.data.total}
            onEdit={state.openDialog}
            onDelete={state.setDeleting}
          />
          <ListPager
            page={query.page}
            pageCount={state.pageCount}
            labels={{
              nav: t("pagination"),
              previous: t("previous"),
              next: t("next"),
              current: t("page", { page: query.page, pages: state.pageCount }),
            }}
            onPage={(page) => state.setQuery({ page })}
          />
        </>
      )}

      {state.isDialogOpen && (
        <TaskDialog
          key={`${state.editing?.id ?? "new"}-${state.refused?.attempt ?? 0}`}
          teamId={props.teamId}
          task={state.editing}
          tags={state.tags}
          members={props.members}
          open
          onOpenChange={(open) => !open && state.closeDialog()}
          onSave={state.save}
          refused={state.refused}
        />
      )}
      <ConfirmDialog
        open={!!state.deleting}
        onOpenChange={(open) => !open && state.setDeleting(null)}
        title={t("deleteConfirmTitle", { title: state.deleting?.title ?? "" })}
        description={t("deleteConfirmText")}
        confirmLabel={t("delete")}
        cancelLabel={t("tags.cancel")}
        variant="error"
        onConfirm={confirmDelete}
        moveFocus={moveFocusAfterDelete}
      />
    </div>
  );
}
