"use client";

import { keepPreviousData } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useSearchParams } from "next/navigation";
import { useEffect, useMemo, useState } from "react";

import type { TaskForm as TaskFormValues } from "@teamkit/validators";
import { AnimatedList } from "@teamkit/ui/animated-list";
import { Button } from "@teamkit/ui/button";
import { cn } from "@teamkit/ui/cn";
import { ConfirmDialog } from "@teamkit/ui/confirm-dialog";
import { EmptyState } from "@teamkit/ui/empty-state";
import { Input } from "@teamkit/ui/input";
import { Notice } from "@teamkit/ui/notice";
import { Skeleton } from "@teamkit/ui/skeleton";
import { notify } from "@teamkit/ui/toast";
import { TASK_DUE_FILTERS, TASK_SORTS, TASK_STATUSES } from "@teamkit/validators";

import { FilterSelect } from "~/components/filter-select";
import { explainedError } from "~/forms/explained-error";
import { usePathname, useRouter } from "~/i18n/navigation";
import { api } from "~/trpc/react";

import type { Member, Tag, Task } from "./task-dialog";
import type { TaskListQuery } from "./task-filters";
import { TaskDialog } from "./task-dialog";
import { readTaskQuery, writeTaskQuery } from "./task-filters";
import { TaskMeta } from "./task-meta";
import { TaskRowMenu } from "./task-row-menu";

const PAGE_SIZE = 20;

/**
 * The task list: search, filters and sort (kept in the URL, so a filtered list can be shared and
 * survives a reload), paging, and the create, edit and delete actions. Edits and deletes show at
 * once and roll back with an error toast when the server refuses them.
 */
export function TaskList({
  teamId,
  initialTags,
  members,
}: {
  teamId: string;
  initialTags: Tag[];
  members: Member[];
}) {
  const t = useTranslations("tasks");
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const query = readTaskQuery(new URLSearchParams(searchParams.toString()));
  const timeZone = useMemo(() => Intl.DateTimeFormat().resolvedOptions().timeZone, []);
  const input = {
    teamId,
    search: query.search || undefined,
    status: query.status || undefined,
    tagId: query.tagId || undefined,
    assigneeId: query.assigneeId || undefined,
    due: query.due || undefined,
    sort: query.sort,
    page: query.page,
    pageSize: PAGE_SIZE,
    timeZone,
  };
  const utils = api.useUtils();
  const list = api.tasks.list.useQuery(input, { placeholderData: keepPreviousData });
  const { data: tags = initialTags } = api.tasks.tag.list.useQuery(
    { teamId },
    { initialData: initialTags },
  );
  const [editing, setEditing] = useState<Task | null>(null);
  const [isDialogOpen, setIsDialogOpen] = useState(false);
  const [deleting, setDeleting] = useState<Task | null>(null);
  const [search, setSearch] = useState(query.search);
  const [isFiltersOpen, setIsFiltersOpen] = useState(false);
  // `?task=<id>` (a link from elsewhere, such as the assistant's task card) opens that task's
  // edit dialog over the list; closing the dialog drops it from the URL again.
  const linkedTaskId = (searchParams.get("task") ?? "").slice(0, 64);
  const linked = api.tasks.get.useQuery(
    { teamId, taskId: linkedTaskId },
    { enabled: !!linkedTaskId, retry: false },
  );

  function dropLinkedTask() {
    const params = new URLSearchParams(window.location.search);
    if (!params.has("task")) return;
    params.delete("task");
    const rest = params.toString();
    router.replace(`${pathname}${rest ? `?${rest}` : ""}`, { scroll: false });
  }

  const [openedLinkedTask, setOpenedLinkedTask] = useState<Task | null>(null);
  if (linked.data && linked.data !== openedLinkedTask) {
    setOpenedLinkedTask(linked.data);
    setEditing(linked.data);
    setIsDialogOpen(true);
  }

  useEffect(() => {
    if (!linked.error) return;
    notify.error({ title: t("errors.notFound") });
    dropLinkedTask();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per failed lookup
  }, [linked.error]);

  function setQuery(changes: Partial<TaskListQuery>) {
    // Read the URL as it is now: the search box's delayed update must not undo a filter chosen
    // meanwhile.
    const current = readTaskQuery(new URLSearchParams(window.location.search));
    const next = { ...current, page: 1, ...changes };
    router.replace(`${pathname}${writeTaskQuery(next)}`, { scroll: false });
  }

  // The search field updates the URL once typing pauses.
  useEffect(() => {
    if (search.trim() === query.search) return;
    const timer = setTimeout(() => setQuery({ search: search.trim() }), 300);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the typed text starts it
  }, [search]);

  const update = api.tasks.update.useMutation({
    onMutate: async (variables) => {
      await utils.tasks.list.cancel();
      const previous = utils.tasks.list.getData(input);
      utils.tasks.list.setData(input, (old) =>
        old
          ? {
              ...old,
              items: old.items.map((task) =>
                task.id === variables.taskId
                  ? optimisticTask(task, variables, members, tags)
                  : task,
              ),
            }
          : old,
      );
      return { previous };
    },
    onError: (error, _variables, context) => {
      utils.tasks.list.setData(input, context?.previous);
      notify.error({
        title: t("form.saveFailed"),
        description: explainedError(error) ?? undefined,
      });
    },
    onSuccess: () => notify.success({ title: t("form.saved") }),
    onSettled: () => utils.tasks.invalidate(),
  });

  const remove = api.tasks.delete.useMutation({
    onMutate: async ({ taskId }) => {
      await utils.tasks.list.cancel();
      const previous = utils.tasks.list.getData(input);
      utils.tasks.list.setData(input, (old) =>
        old
          ? {
              ...old,
              items: old.items.filter((task) => task.id !== taskId),
              total: Math.max(0, old.total - 1),
            }
          : old,
      );
      return { previous };
    },
    onError: (error, _variables, context) => {
      utils.tasks.list.setData(input, context?.previous);
      notify.error({ title: t("deleteFailed"), description: explainedError(error) ?? undefined });
    },
    onSuccess: () => notify.success({ title: t("deleted") }),
    onSettled: () => utils.tasks.invalidate(),
  });

  function save(task: Task, values: TaskFormValues) {
    update.mutate({
      teamId,
      taskId: task.id,
      title: values.title,
      description: values.description || null,
      status: values.status,
      priority: values.priority,
      dueDate: values.dueDate || null,
      assigneeId: values.assigneeId || null,
      tagIds: values.tagIds,
    });
  }

  const activeFilterCount = [query.status, query.tagId, query.assigneeId, query.due].filter(
    Boolean,
  ).length;
  const hasFilters = !!query.search || activeFilterCount > 0;
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / PAGE_SIZE)) : 1;

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid min-w-48 flex-1 gap-1.5">
          <label htmlFor="task-search" className="text-sm font-medium">
            {t("search")}
          </label>
          <Input
            id="task-search"
            type="search"
            placeholder={t("searchPlaceholder")}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <Button
          type="button"
          variant="primary"
          onClick={() => {
            setEditing(null);
            setIsDialogOpen(true);
          }}
        >
          {t("new")}
        </Button>
      </div>
      {/* On a phone the filters wait behind one button, so the first tasks show on the first screen. */}
      <div className="sm:hidden">
        <Button
          type="button"
          variant="outline"
          size="sm"
          aria-expanded={isFiltersOpen}
          aria-controls="task-filters"
          onClick={() => setIsFiltersOpen((isOpen) => !isOpen)}
        >
          {t("filtersButton", { count: activeFilterCount })}
        </Button>
      </div>
      <fieldset
        id="task-filters"
        className={cn(
          "gap-3 sm:grid sm:grid-cols-2 lg:grid-cols-5",
          isFiltersOpen ? "grid" : "hidden",
        )}
      >
        <legend className="sr-only">{t("filters")}</legend>
        <FilterSelect
          label={t("statusLabel")}
          value={query.status}
          onChange={(status) => setQuery({ status: status as TaskListQuery["status"] })}
          options={[
            ["", t("anyStatus")],
            ["open", t("openStatus")],
            ...TASK_STATUSES.map((status) => [status, t(`status.${status}`)] as const),
          ]}
        />
        <FilterSelect
          label={t("tagLabel")}
          value={query.tagId}
          onChange={(tagId) => setQuery({ tagId })}
          options={[["", t("anyTag")], ...tags.map((tag) => [tag.id, tag.name] as const)]}
        />
        <FilterSelect
          label={t("assigneeLabel")}
          value={query.assigneeId}
          onChange={(assigneeId) => setQuery({ assigneeId })}
          options={[
            ["", t("anyone")],
            ["none", t("unassigned")],
            ...members.map((member) => [member.id, member.name] as const),
          ]}
        />
        <FilterSelect
          label={t("dueLabel")}
          value={query.due}
          onChange={(due) => setQuery({ due: due as TaskListQuery["due"] })}
          options={[
            ["", t("anyDue")],
            ...TASK_DUE_FILTERS.map((due) => [due, t(`due.${due}`)] as const),
          ]}
        />
        <FilterSelect
          label={t("sortBy")}
          value={query.sort}
          onChange={(sort) => setQuery({ sort: sort as TaskListQuery["sort"] })}
          options={TASK_SORTS.map((sort) => [sort, t(`sort.${sort}`)] as const)}
        />
      </fieldset>
      {hasFilters && (
        <div>
          <Button
            type="button"
            variant="link"
            onClick={() => {
              setSearch("");
              router.replace(pathname, { scroll: false });
            }}
          >
            {t("clearFilters")}
          </Button>
        </div>
      )}

      {list.isError && !list.data ? (
        <Notice tone="error">
          <span className="flex flex-wrap items-center gap-3">
            {t("loadFailed")}
            <Button type="button" size="sm" variant="outline" onClick={() => void list.refetch()}>
              {t("retry")}
            </Button>
          </span>
        </Notice>
      ) : !list.data ? (
        <div className="grid gap-3" role="status" aria-label={t("loading")}>
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} className="h-16 w-full" />
          ))}
        </div>
      ) : list.data.items.length === 0 ? (
        hasFilters ? (
          <EmptyState headingLevel={2} title={t("noMatches")} description={t("noMatchesText")} />
        ) : (
          <EmptyState headingLevel={2} title={t("empty")} description={t("emptyText")} />
        )
      ) : (
        <>
          <p className="text-sm text-gray-600 dark:text-gray-400" aria-live="polite">
            {t("count", { count: list.data.total })}
          </p>
          <AnimatedList className="divide-y divide-gray-200 rounded-xl border border-gray-200 bg-white dark:divide-gray-800 dark:border-gray-800 dark:bg-gray-950">
            {list.data.items.map((task) => (
              <li key={task.id} className="flex items-start gap-x-2 px-4 py-3 sm:gap-x-4">
                <div className="grid min-w-0 flex-1 gap-1">
                  {/* Whole on a phone, where a line holds few words; one line on wider screens. */}
                  <p className="font-medium wrap-anywhere sm:truncate">{task.title}</p>
                  <div className="flex flex-wrap items-center gap-2 text-xs text-gray-600 dark:text-gray-400">
                    <span className="rounded-full border border-gray-300 px-2 py-0.5 dark:border-gray-700">
                      {t(`status.${task.status}`)}
                    </span>
                    <TaskMeta task={task} />
                  </div>
                </div>
                <TaskRowMenu
                  title={task.title}
                  onEdit={() => {
                    setEditing(task);
                    setIsDialogOpen(true);
                  }}
                  onDelete={() => setDeleting(task)}
                />
              </li>
            ))}
          </AnimatedList>
          {pages > 1 && (
            <nav aria-label={t("pagination")} className="flex items-center justify-between gap-3">
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={query.page <= 1}
                onClick={() => setQuery({ page: query.page - 1, search: query.search })}
              >
                {t("previous")}
              </Button>
              <span className="text-sm">{t("page", { page: query.page, pages })}</span>
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={query.page >= pages}
                onClick={() => setQuery({ page: query.page + 1, search: query.search })}
              >
                {t("next")}
              </Button>
            </nav>
          )}
        </>
      )}

      {isDialogOpen && (
        <TaskDialog
          key={editing?.id ?? "new"}
          teamId={teamId}
          task={editing}
          tags={tags}
          members={members}
          open={isDialogOpen}
          onOpenChange={(open) => {
            setIsDialogOpen(open);
            if (!open) dropLinkedTask();
          }}
          onSave={save}
        />
      )}
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t("deleteConfirmTitle", { title: deleting?.title ?? "" })}
        description={t("deleteConfirmText")}
        confirmLabel={t("delete")}
        cancelLabel={t("tags.cancel")}
        variant="error"
        onConfirm={() => {
          if (deleting) remove.mutate({ teamId, taskId: deleting.id });
          setDeleting(null);
        }}
      />
    </div>
  );
}

/** The task as it will read once the server has saved `changes` (for the optimistic list). */
function optimisticTask(
  task: Task,
  changes: {
    title?: string;
    status?: Task["status"];
    priority?: Task["priority"];
    dueDate?: string | null;
    description?: string | null;
    assigneeId?: string | null;
    tagIds?: string[];
  },
  members: Member[],
  tags: Tag[],
): Task {
  const assignee =
    changes.assigneeId === undefined
      ? task.assignee
      : changes.assigneeId === null
        ? null
        : {
            id: changes.assigneeId,
            name: members.find((m) => m.id === changes.assigneeId)?.name ?? null,
            email: "",
            image: null,
          };
  return {
    ...task,
    title: changes.title ?? task.title,
    status: changes.status ?? task.status,
    priority: changes.priority ?? task.priority,
    dueDate: changes.dueDate === undefined ? task.dueDate : changes.dueDate,
    description: changes.description === undefined ? task.description : changes.description,
    assignee,
    tags: changes.tagIds
      ? tags
          .filter((tag) => changes.tagIds?.includes(tag.id))
          .map((tag) => ({ id: tag.id, name: tag.name, color: tag.color }))
      : task.tags,
  };
}
