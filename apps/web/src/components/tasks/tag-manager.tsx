"use client";

import type { ChangeEvent, FocusEvent } from "react";

import { useTranslations } from "next-intl";
import { useState } from "react";

import type { TagColor } from "@teamkit/validators";
import { AnimatedList } from "@teamkit/ui/animated-list";
import { Button } from "@teamkit/ui/button";
import { ConfirmDialog } from "@teamkit/ui/confirm-dialog";
import { EmptyState } from "@teamkit/ui/empty-state";
import { FormField } from "@teamkit/ui/form-field";
import { Input } from "@teamkit/ui/input";
import { Notice } from "@teamkit/ui/notice";
import { Select } from "@teamkit/ui/select";
import { notify } from "@teamkit/ui/toast";
import { TAG_COLORS, TagForm } from "@teamkit/validators";

import { SubmitButton } from "~/components/forms/submit-button";
import { notifyFailure } from "~/components/notify-failure";
import { applyApiError } from "~/forms/apply-api-error";
import { useAppForm } from "~/forms/use-app-form";
import { api } from "~/trpc/react";

import type { Tag } from "./task-dialog";
import { TagBadge } from "./tag-badge";

/** The tags page: a create form and one row per tag (rename, recolour, delete). */
export function TagManager({ teamId, initialTags }: { teamId: string; initialTags: Tag[] }) {
  const t = useTranslations();
  const utils = api.useUtils();
  const tags = api.tasks.tag.list.useQuery({ teamId }, { initialData: initialTags });
  const form = useAppForm(TagForm, { defaultValues: { name: "", color: "blue" } });
  const { errors } = form.formState;
  const [renamingId, setRenamingId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Tag | null>(null);
  const remove = api.tasks.tag.delete.useMutation();

  async function deleteTag() {
    if (!deleting) return;
    try {
      await remove.mutateAsync({ teamId, tagId: deleting.id });
    } catch (error) {
      notifyFailure(t("tasks.tags.deleteFailed"), error);
      throw error;
    }
    notify.success({ title: t("tasks.tags.deleted") });
    setDeleting(null);
    await utils.tasks.invalidate();
  }

  // A name the server refused (taken) passes the client schema, so a blur would clear its message
  // and the rows below would jump up under the pointer: a click begun on a row's button (which is
  // what blurs the field) then ends beside it and is lost. The refusal stays until the name is
  // edited.
  const nameRegistration = form.register("name");
  const hasServerNameError = () => form.getFieldState("name").error?.type === "server";
  const nameField = {
    ...nameRegistration,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      if (hasServerNameError()) form.clearErrors("name");
      return nameRegistration.onChange(event);
    },
    onBlur: (event: FocusEvent<HTMLInputElement>) =>
      hasServerNameError() ? Promise.resolve() : nameRegistration.onBlur(event),
  };

  const create = api.tasks.tag.create.useMutation({
    onSuccess: () => {
      notify.success({ title: t("tasks.tags.created") });
      form.reset({ name: "", color: form.getValues("color") });
      void utils.tasks.invalidate();
    },
    onError: (error) => applyApiError(form, error, (key) => t(key as never)),
  });

  return (
    <div className="grid gap-6">
      <form
        noValidate
        className="grid items-start gap-3 rounded-xl border border-gray-200 bg-white p-4 sm:grid-cols-[1fr_12rem_auto] dark:border-gray-800 dark:bg-gray-950"
        onSubmit={(event) =>
          void form.handleSubmit((values) => create.mutate({ teamId, ...values }))(event)
        }
      >
        {errors.root?.server && (
          <Notice tone="error" className="sm:col-span-3">
            {errors.root.server.message}
          </Notice>
        )}
        <FormField label={t("tasks.tags.name")} error={errors.name?.message} required>
          <Input autoComplete="off" maxLength={32} {...nameField} />
        </FormField>
        <FormField label={t("tasks.tags.color")} error={errors.color?.message}>
          <Select {...form.register("color")}>
            {TAG_COLORS.map((color) => (
              <option key={color} value={color}>
                {t(`tasks.tags.colors.${color}`)}
              </option>
            ))}
          </Select>
        </FormField>
        <SubmitButton fullWidth={false} className="sm:mt-7" loading={create.isPending}>
          {t("tasks.tags.create")}
        </SubmitButton>
      </form>
      {tags.isError && !tags.data ? (
        <Notice tone="error">{t("tasks.tags.loadFailed")}</Notice>
      ) : tags.data.length === 0 ? (
        <EmptyState
          headingLevel={2}
          title={t("tasks.tags.empty")}
          description={t("tasks.tags.emptyText")}
        />
      ) : (
        <AnimatedList className="divide-y divide-gray-200 rounded-xl border border-gray-200 bg-white dark:divide-gray-800 dark:border-gray-800 dark:bg-gray-950">
          {tags.data.map((tag) => (
            <TagRow
              key={tag.id}
              teamId={teamId}
              tag={tag}
              isRenaming={renamingId === tag.id}
              onRenamingChange={(isRenaming) => setRenamingId(isRenaming ? tag.id : null)}
              onDelete={() => setDeleting(tag)}
            />
          ))}
        </AnimatedList>
      )}
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t("tasks.tags.deleteConfirmTitle", { name: deleting?.name ?? "" })}
        description={t("tasks.tags.deleteConfirmText", { count: deleting?.taskCount ?? 0 })}
        confirmLabel={t("tasks.tags.delete")}
        cancelLabel={t("tasks.tags.cancel")}
        variant="error"
        onConfirm={deleteTag}
      />
    </div>
  );
}

function TagRow({
  teamId,
  tag,
  isRenaming,
  onRenamingChange,
  onDelete,
}: {
  teamId: string;
  tag: Tag;
  isRenaming: boolean;
  onRenamingChange: (isRenaming: boolean) => void;
  onDelete: () => void;
}) {
  const t = useTranslations("tasks.tags");
  const utils = api.useUtils();
  const [name, setName] = useState(tag.name);
  const update = api.tasks.tag.update.useMutation();
  const setIsRenaming = onRenamingChange;

  async function save(changes: { name?: string; color?: TagColor }) {
    try {
      await update.mutateAsync({ teamId, tagId: tag.id, ...changes });
      notify.success({ title: t("saved") });
      setIsRenaming(false);
    } catch (error) {
      notifyFailure(t("saveFailed"), error);
    }
    await utils.tasks.invalidate();
  }

  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
      <div className="flex min-w-0 flex-1 flex-wrap items-center gap-3">
        {isRenaming ? (
          <form
            className="flex flex-wrap items-center gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              void save({ name: name.trim() });
            }}
          >
            <Input
              aria-label={t("nameOf", { name: tag.name })}
              value={name}
              maxLength={32}
              className="w-48"
              onChange={(event) => setName(event.target.value)}
            />
            <Button type="submit" size="sm" variant="primary" loading={update.isPending}>
              {t("save")}
            </Button>
            <Button
              type="button"
              size="sm"
              variant="ghost"
              onClick={() => {
                setName(tag.name);
                setIsRenaming(false);
              }}
            >
              {t("cancel")}
            </Button>
          </form>
        ) : (
          <TagBadge name={tag.name} color={tag.color} />
        )}
        <span className="text-sm text-gray-600 dark:text-gray-400">
          {t("taskCount", { count: tag.taskCount })}
        </span>
      </div>
      <Select
        aria-label={t("colorOf", { name: tag.name })}
        className="w-36"
        value={tag.color}
        disabled={update.isPending}
        onChange={(event) => void save({ color: event.target.value as TagColor })}
      >
        {TAG_COLORS.map((color) => (
          <option key={color} value={color}>
            {t(`colors.${color}`)}
          </option>
        ))}
      </Select>
      {!isRenaming && (
        <Button type="button" size="sm" variant="outline" onClick={() => setIsRenaming(true)}>
          {t("rename")}
        </Button>
      )}
      <Button
        type="button"
        size="sm"
        variant="ghost"
        aria-label={t("deleteTag", { name: tag.name })}
        onClick={onDelete}
      >
        {t("delete")}
      </Button>
    </li>
  );
}
