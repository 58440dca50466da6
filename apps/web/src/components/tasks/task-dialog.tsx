"use client";

import { useTranslations } from "next-intl";
import { useEffect, useId, useState } from "react";
import { useWatch } from "react-hook-form";

import type { RouterOutputs } from "@teamkit/api/client";
import type { TaskForm as TaskFormValues } from "@teamkit/validators";
import { errorData } from "@teamkit/api/client";
import { Button } from "@teamkit/ui/button";
import { Checkbox } from "@teamkit/ui/checkbox";
import { Dialog } from "@teamkit/ui/dialog";
import { FormField } from "@teamkit/ui/form-field";
import { Input } from "@teamkit/ui/input";
import { Notice } from "@teamkit/ui/notice";
import { Select } from "@teamkit/ui/select";
import { Textarea } from "@teamkit/ui/textarea";
import { notify } from "@teamkit/ui/toast";
import {
  nextTagColor,
  TASK_PRIORITIES,
  TASK_STATUSES,
  taskFieldsFromForm,
  TaskForm,
  taskFormOf,
} from "@teamkit/validators";

import { FormDialogFooter } from "~/components/form-dialog-footer";
import { applyApiError } from "~/forms/apply-api-error";
import { explainedError } from "~/forms/explained-error";
import { useAppForm } from "~/forms/use-app-form";
import { api } from "~/trpc/react";

import type { RefusedEdit } from "./use-task-list";
import { TagBadge } from "./tag-badge";

export type Task = RouterOutputs["tasks"]["list"]["items"][number];
export type Tag = RouterOutputs["tasks"]["tag"]["list"][number];
export interface Member {
  id: string;
  name: string;
}

/**
 * Creates a task, or edits one (`task`). An edit goes to `onSave`, which the list saves
 * optimistically: the dialog closes at once, and opens again with the values if refused. Tags are
 * picked here and can be created inline.
 */
export function TaskDialog({
  teamId,
  task,
  tags,
  members,
  open,
  onOpenChange,
  onSave,
  refused,
}: {
  teamId: string;
  task: Task | null;
  tags: Tag[];
  members: Member[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSave: (task: Task, values: TaskFormValues) => void;
  /** The edit the server refused: its values again, and why. */
  refused?: RefusedEdit | null;
}) {
  const t = useTranslations();
  const formId = useId();
  const utils = api.useUtils();
  const form = useAppForm(TaskForm, { defaultValues: refused?.values ?? taskFormOf(task) });
  useEffect(() => {
    if (refused) applyApiError(form, refused.error, (key) => t(key as never));
  }, [refused]); // eslint-disable-line react-hooks/exhaustive-deps -- the refusal it opened with
  // A tag deleted meanwhile has no checkbox left to clear, and it would refuse every save: it is
  // dropped, and the refusal that said so stays in sight without holding the next save back.
  useEffect(() => {
    const picked = form.getValues("tagIds") ?? [];
    const known = picked.filter((id) => tags.some((tag) => tag.id === id));
    if (known.length === picked.length) return;
    const refusal = form.getFieldState("tagIds").error;
    form.setValue("tagIds", known);
    if (refusal) form.setError("tagIds", refusal);
  }, [tags]); // eslint-disable-line react-hooks/exhaustive-deps -- when the team's tags change
  const { errors } = form.formState;
  const selectedTags = useWatch({ control: form.control, name: "tagIds" });
  const [newTag, setNewTag] = useState("");
  const [tagAnnouncement, setTagAnnouncement] = useState("");
  const create = api.tasks.create.useMutation({
    onSuccess: () => {
      notify.success({ title: t("tasks.form.created") });
      onOpenChange(false);
      void utils.tasks.invalidate();
    },
    onError: (error) => {
      if (errorData(error)?.messageKey === "errors.internal") {
        form.setError("root.server", { type: "server", message: t("tasks.form.createFailed") });
        return;
      }
      applyApiError(form, error, (key) => t(key as never));
    },
  });
  const createTag = api.tasks.tag.create.useMutation();
  const [tagError, setTagError] = useState<string | null>(null);
  const tagErrorId = useId();

  async function addTag() {
    const name = newTag.trim();
    // One at a time: the next tag's colour is picked from the list that includes this one.
    if (!name || createTag.isPending) return;
    setTagError(null);
    try {
      const tag = await createTag.mutateAsync({ teamId, name, color: nextTagColor(tags) });
      await utils.tasks.tag.list.invalidate({ teamId });
      form.setValue("tagIds", [...(form.getValues("tagIds") ?? []), tag.id]);
      setNewTag("");
      setTagAnnouncement(t("tasks.form.tagCreated", { name: tag.name }));
    } catch (error) {
      // Said under the field it concerns, not in a toast over the dialog's buttons.
      setTagError(explainedError(error) ?? t("tasks.form.tagFailed"));
    }
  }

  const submit = form.handleSubmit((values) => {
    if (task) {
      onSave(task, values);
      onOpenChange(false);
      return;
    }
    create.mutate({ teamId, ...taskFieldsFromForm(values) });
  });

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={task ? t("tasks.form.editTitle") : t("tasks.form.createTitle")}
      description={t("tasks.form.description")}
      closeLabel={t("common.close")}
      footer={
        <FormDialogFooter
          formId={formId}
          cancelLabel={t("common.cancel")}
          submitLabel={task ? t("tasks.form.save") : t("tasks.form.create")}
          isPending={create.isPending}
          keepFieldFocus
        />
      }
    >
      <form id={formId} noValidate className="grid gap-4" onSubmit={(event) => void submit(event)}>
        {errors.root?.server && <Notice tone="error">{errors.root.server.message}</Notice>}
        <FormField label={t("tasks.form.title")} error={errors.title?.message} required>
          <Input autoComplete="off" {...form.register("title")} />
        </FormField>
        <FormField label={t("tasks.form.details")} error={errors.description?.message}>
          <Textarea {...form.register("description")} />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          {(
            [
              ["status", TASK_STATUSES],
              ["priority", TASK_PRIORITIES],
            ] as const
          ).map(([field, values]) => (
            <FormField key={field} label={t(`tasks.form.${field}`)} error={errors[field]?.message}>
              <Select {...form.register(field)}>
                {values.map((value) => (
                  <option key={value} value={value}>
                    {t(`tasks.${field}.${value}` as "tasks.status.todo")}
                  </option>
                ))}
              </Select>
            </FormField>
          ))}
          <FormField label={t("tasks.form.dueDate")} error={errors.dueDate?.message}>
            <Input type="date" {...form.register("dueDate")} />
          </FormField>
          <FormField label={t("tasks.form.assignee")} error={errors.assigneeId?.message}>
            <Select {...form.register("assigneeId")}>
              <option value="">{t("tasks.form.nobody")}</option>
              {members.map((member) => (
                <option key={member.id} value={member.id}>
                  {member.name}
                </option>
              ))}
            </Select>
          </FormField>
        </div>
        <fieldset className="grid gap-2">
          <legend className="text-sm font-medium">{t("tasks.form.tags")}</legend>
          {tags.length === 0 && (
            <p className="text-sm text-gray-600 dark:text-gray-400">{t("tasks.form.noTags")}</p>
          )}
          <div className="flex flex-wrap gap-3">
            {tags.map((tag) => (
              <label key={tag.id} className="flex items-center gap-2 text-sm">
                <Checkbox
                  value={tag.id}
                  checked={selectedTags?.includes(tag.id) ?? false}
                  onChange={(event) => {
                    const current = form.getValues("tagIds") ?? [];
                    form.setValue(
                      "tagIds",
                      event.target.checked
                        ? [...current, tag.id]
                        : current.filter((id) => id !== tag.id),
                    );
                  }}
                />
                <TagBadge name={tag.name} color={tag.color} />
              </label>
            ))}
          </div>
          {errors.tagIds?.message && (
            <p role="alert" className="text-sm text-error dark:text-error-400">
              {errors.tagIds.message}
            </p>
          )}
          <div className="flex items-end gap-2">
            <FormField label={t("tasks.form.newTag")} className="flex-1">
              <Input
                value={newTag}
                maxLength={32}
                aria-invalid={tagError ? true : undefined}
                aria-describedby={tagError ? tagErrorId : undefined}
                onChange={(event) => {
                  setNewTag(event.target.value);
                  setTagError(null);
                }}
                onKeyDown={(event) => {
                  if (event.key === "Enter") {
                    event.preventDefault();
                    void addTag();
                  }
                }}
              />
            </FormField>
            <Button
              type="button"
              variant="outline"
              loading={createTag.isPending}
              onClick={() => void addTag()}
            >
              {t("tasks.form.addTag")}
            </Button>
          </div>
          {tagError && (
            <p id={tagErrorId} role="alert" className="text-sm text-error dark:text-error-400">
              {tagError}
            </p>
          )}
          <p className="sr-only" role="status">
            {tagAnnouncement}
          </p>
        </fieldset>
      </form>
    </Dialog>
  );
}
