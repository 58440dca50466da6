"use client";

import { keepPreviousData } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useQueryStates } from "nuqs";
import { useEffect, useRef, useState } from "react";

import type { RouterOutputs } from "@teamkit/api/client";
import type { TaskForm as TaskFormValues } from "@teamkit/validators";
import { notify } from "@teamkit/ui/toast";
import { changedTaskFields, taskFormOf } from "@teamkit/validators";

import { notifyFailure } from "~/components/notify-failure";
import { useTimeZone } from "~/components/use-time-zone";
import { withoutEmpty } from "~/http/search-params";
import { api } from "~/trpc/react";

import type { Member, Tag, Task } from "./task-dialog";
import type { TaskListQuery } from "./task-filters";
import { optimisticTask } from "./optimistic-task";
import { taskListParsers, taskListUrlKeys } from "./task-filters";

export const TASK_PAGE_SIZE = 20;

type TaskPage = RouterOutputs["tasks"]["list"];

/** The task list's state; edits and deletes show at once and roll back when refused. */
export function useTaskList({
  teamId,
  initialTags,
  members,
}: {
  teamId: string;
  initialTags: Tag[];
  members: Member[];
}) {
  const t = useTranslations("tasks");
  const [query, setQueryStates] = useQueryStates(taskListParsers, { urlKeys: taskListUrlKeys });
  const timeZone = useTimeZone();
  const { task: linkedTaskId, ...listQuery } = query;
  const input = { teamId, ...withoutEmpty(listQuery), pageSize: TASK_PAGE_SIZE, timeZone };
  const utils = api.useUtils();
  const list = api.tasks.list.useQuery(input, { placeholderData: keepPreviousData });
  const { data: tags = initialTags } = api.tasks.tag.list.useQuery(
    { teamId },
    { initialData: initialTags },
  );
  const [editing, setEditing] = useState<Task | null>(null);
  const [isDialogOpen, setIsDialogOpen] = useState(false);
  // An edit the server refused after the dialog closed: it opens again with what was typed.
  const [refused, setRefused] = useState<RefusedEdit | null>(null);
  const [deleting, setDeleting] = useState<Task | null>(null);
  const [search, setSearch] = useState(query.search);

  // A filter resets the page; the merge keeps a filter chosen while the search box waited.
  const setQuery = (changes: Partial<TaskListQuery>) =>
    void setQueryStates({ page: 1, ...changes });

  useEffect(() => {
    if (search.trim() === query.search) return;
    const timer = setTimeout(() => setQuery({ search: search.trim() }), 300);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the typed text starts it
  }, [search]);

  const linked = api.tasks.get.useQuery(
    { teamId, taskId: linkedTaskId },
    { enabled: !!linkedTaskId, retry: false },
  );
  const dropLinkedTask = () => void setQueryStates({ task: null });
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

  async function patchList(patch: (page: TaskPage) => TaskPage) {
    await utils.tasks.list.cancel();
    const previous = utils.tasks.list.getData(input);
    utils.tasks.list.setData(input, (old) => (old ? patch(old) : old));
    return { previous };
  }
  const rollBack = (context?: { previous?: TaskPage }) =>
    utils.tasks.list.setData(input, context?.previous);

  // The edit dialog shows a refusal itself; only a list already left says it in a toast.
  const isMounted = useRef(false);
  useEffect(() => {
    isMounted.current = true;
    return () => {
      isMounted.current = false;
    };
  }, []);

  const update = api.tasks.update.useMutation({
    onMutate: (variables) =>
      patchList((old) => ({
        ...old,
        items: old.items.map((task) =>
          task.id === variables.taskId ? optimisticTask(task, variables, members, tags) : task,
        ),
      })),
    onError: (error, _variables, context) => {
      rollBack(context);
      if (!isMounted.current) notifyFailure(t("form.saveFailed"), error);
    },
    onSuccess: () => notify.success({ title: t("form.saved") }),
    onSettled: () => utils.tasks.invalidate(),
  });

  const remove = api.tasks.delete.useMutation({
    onMutate: ({ taskId }) =>
      patchList((old) => ({
        ...old,
        items: old.items.filter((task) => task.id !== taskId),
        total: Math.max(0, old.total - 1),
      })),
    onError: (error, _variables, context) => {
      rollBack(context);
      notifyFailure(t("deleteFailed"), error);
    },
    onSuccess: () => notify.success({ title: t("deleted") }),
    onSettled: () => utils.tasks.invalidate(),
  });

  const pageCount = list.data ? Math.max(1, Math.ceil(list.data.total / TASK_PAGE_SIZE)) : 1;
  // Past the last page (its last task deleted, an old link): the last page, not an empty one.
  const isPastEnd = !!list.data && !list.isPlaceholderData && query.page > pageCount;
  useEffect(() => {
    if (isPastEnd) void setQueryStates({ page: pageCount });
  }, [isPastEnd, pageCount, setQueryStates]);

  // A link naming a tag deleted since, or a member removed since (their tasks were unassigned):
  // the select could only show "Any" over an empty list, so the filter is dropped.
  const isUnknownTag = !!query.tagId && !tags.some((tag) => tag.id === query.tagId);
  const isUnknownAssignee =
    !!query.assigneeId &&
    query.assigneeId !== "none" &&
    !members.some((member) => member.id === query.assigneeId);
  useEffect(() => {
    if (isUnknownTag || isUnknownAssignee)
      void setQueryStates({
        ...(isUnknownTag && { tagId: null }),
        ...(isUnknownAssignee && { assigneeId: null }),
      });
  }, [isUnknownTag, isUnknownAssignee, setQueryStates]);

  const activeFilterCount = [query.status, query.tagId, query.assigneeId, query.due].filter(
    Boolean,
  ).length;

  return {
    query,
    setQuery,
    search,
    setSearch,
    clearFilters: () => {
      setSearch("");
      void setQueryStates(null);
    },
    activeFilterCount,
    hasFilters: !!query.search || activeFilterCount > 0,
    list,
    pageCount,
    tags,
    editing,
    isDialogOpen,
    refused,
    openDialog: (task: Task | null) => {
      setRefused(null);
      setEditing(task);
      setIsDialogOpen(true);
    },
    closeDialog: () => {
      setIsDialogOpen(false);
      setRefused(null);
      dropLinkedTask();
    },
    save: (task: Task, values: TaskFormValues) =>
      update.mutate(
        { teamId, taskId: task.id, ...changedTaskFields(taskFormOf(task), values) },
        {
          onError: (error) => {
            setRefused({ values, error, attempt: (refused?.attempt ?? 0) + 1 });
            setEditing(task);
            setIsDialogOpen(true);
          },
        },
      ),
    deleting,
    setDeleting,
    confirmDelete: () => {
      if (deleting) remove.mutate({ teamId, taskId: deleting.id });
      setDeleting(null);
    },
  };
}

export interface RefusedEdit {
  values: TaskFormValues;
  error: unknown;
  /** Counts refusals, so each one opens a fresh dialog. */
  attempt: number;
}

export type TaskListState = ReturnType<typeof useTaskList>;
