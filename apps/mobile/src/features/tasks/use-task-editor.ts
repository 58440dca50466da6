import { router } from "expo-router";
import { useEffect, useRef, useState } from "react";

import type { TaskForm as TaskFormValues } from "@teamkit/validators";
import { changedTaskFields, taskFieldsFromForm, TaskForm, taskFormOf } from "@teamkit/validators";

import type { TaskView } from "../../lib/api";
import { api, errorKey } from "../../lib/api";
import { useErrorText } from "../../lib/error-text";
import { flash } from "../../lib/flash";
import { useTeamId } from "../../lib/session";
import { useForm } from "../../lib/use-form";
import { draftId, useOptimisticTasks, useRefreshTasks } from "./optimistic";
import { refusedDrafts } from "./refused-draft";

/**
 * Creating or editing one task with the web's contract (`TaskForm`). Saving and deleting show at
 * once in the cached lists and the board, and are undone with the server's message if refused
 * (the plan's task limit, a task someone else deleted); a refused save opens the editor again
 * with what was typed and the reason (`refusal`).
 */
export function useTaskEditor(task: TaskView | undefined, onDone: () => void) {
  const errorText = useErrorText();
  const teamId = useTeamId();
  const [refused] = useState(() => refusedDrafts.peek(task?.id ?? null));
  useEffect(() => {
    if (refused) refusedDrafts.drop(refused);
  }, [refused]);
  const form = useForm(refused?.values ?? taskFormOf(task), TaskForm);
  const { values } = form;
  // What the form started from: a save sends only what differs, so it keeps others' changes.
  const [opened, setOpened] = useState(() => refused?.opened ?? taskFormOf(task));
  // A newer copy of the task (loaded once back online) replaces the form's values until the
  // user has changed one: what they typed is never thrown away.
  const [shownTask, setShownTask] = useState(task);
  const [isTouched, setIsTouched] = useState(!!refused);
  if (task !== shownTask) {
    setShownTask(task);
    if (task && !isTouched) {
      form.setValues(taskFormOf(task));
      setOpened(taskFormOf(task));
    }
  }
  const optimistic = useOptimisticTasks();
  const refresh = useRefreshTasks();
  const create = api.tasks.create.useMutation();
  const update = api.tasks.update.useMutation();
  const remove = api.tasks.delete.useMutation();
  // One save or delete at a time, until the server has answered: a second press meanwhile
  // would create the task twice.
  const busyRef = useRef(false);
  const [busy, setBusy] = useState<"save" | "delete" | null>(null);
  const once = (action: "save" | "delete", work: () => Promise<void>) => async () => {
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(action);
    try {
      await work();
    } finally {
      busyRef.current = false;
      setBusy(null);
    }
  };

  const set = <K extends keyof TaskFormValues>(key: K, value: TaskFormValues[K]) => {
    setIsTouched(true);
    form.change(key)(value);
  };

  const run = async (
    change: Parameters<typeof optimistic>[0],
    call: () => Promise<unknown>,
    reopen?: (reason: string) => void,
  ) => {
    flash.clear();
    const undo = await optimistic(change);
    onDone();
    try {
      await call();
    } catch (error) {
      undo();
      // An edit of a task deleted meanwhile has nothing to open again.
      const isGone = !!task && errorKey(error) === "tasks.errors.notFound";
      if (reopen && !isGone) reopen(errorText(error));
      else flash.show(errorText(error));
    } finally {
      void refresh();
    }
  };

  const save = () => {
    if (!form.check()) return Promise.resolve();
    const reopen = (reason: string) => {
      refusedDrafts.keep({ taskId: task?.id ?? null, values, opened, reason });
      router.push(`/tasks/${task?.id ?? "new"}`);
    };
    if (task) {
      const fields = changedTaskFields(opened, values);
      const edited = { ...task, ...fields, assignee: task.assignee };
      return run(
        { list: (items) => items.map((item) => (item.id === task.id ? edited : item)) },
        () => update.mutateAsync({ teamId, taskId: task.id, ...fields }),
        reopen,
      );
    }
    const fields = taskFieldsFromForm(values);
    const draft = {
      ...fields,
      id: draftId(),
      position: 0,
      assignee: null,
      tags: [],
      createdBy: null,
      createdAt: new Date(),
      updatedAt: new Date(),
    } satisfies TaskView;
    return run(
      { list: (items) => [draft, ...items] },
      () => create.mutateAsync({ teamId, ...fields }),
      reopen,
    );
  };

  const deleteTask = () => {
    if (!task) return Promise.resolve();
    return run(
      {
        list: (items) => items.filter((item) => item.id !== task.id),
        board: (board) => ({
          columns: board.columns.map((column) => ({
            ...column,
            tasks: column.tasks.filter((item) => item.id !== task.id),
            total: column.total - (column.tasks.some((item) => item.id === task.id) ? 1 : 0),
          })),
        }),
      },
      () => remove.mutateAsync({ teamId, taskId: task.id }),
    );
  };

  return {
    values,
    set,
    errors: form.errors,
    blur: form.blur,
    save: once("save", save),
    deleteTask: once("delete", deleteTask),
    busy,
    refusal: refused?.reason ?? null,
  };
}
