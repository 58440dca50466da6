"use client";

import type { ChangeEvent, FocusEvent } from "react";

import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState } from "react";

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
import { clientErrorMessage } from "~/forms/client-errors";
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
  // The deleted tag's row, where focus would return, is gone: the new tag's name takes it.
  const wasDeleted = useRef(false);
  const focusAfterDelete = () => {
    if (!wasDeleted.current) return false;
    wasDeleted.current = false;
    form.setFocus("name");
    return true;
  };

  async function deleteTag() {
    if (!deleting) return;
    try {
      await remove.mutateAsync({ teamId, tagId: deleting.id });
    } catch (error) {
      notifyFailure(t("tasks.tags.deleteFailed"), error);
      throw error;
    }
    notify.success({ title: t("tasks.tags.deleted") });
    wasDeleted.current = true;
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
        <SubmitButton fullWidth={false} className="sm:mt-6.5" loading={create.isPending}>
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
        moveFocus={focusAfterDelete}
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
  const tAll = useTranslations();
  const utils = api.useUtils();
  const [name, setName] = useState(tag.name);
  const [renameError, setRenameError] = useState<string | null>(null);
  const update = api.tasks.tag.update.useMutation();
  const renameButton = useRef<HTMLButtonElement>(null);
  // Keyboard users stay in the row: the rename field takes focus when it opens (autoFocus), and
  // the Rename button gets it back once the field is gone (saved or cancelled).
  const wasRenaming = useRef(isRenaming);
  useEffect(() => {
    if (wasRenaming.current && !isRenaming) renameButton.current?.focus();
    wasRenaming.current = isRenaming;
  }, [isRenaming]);
  const errorId = useId();

  async function save(changes: { name?: string; color?: TagColor }) {
    try {
      await update.mutateAsync({ teamId, tagId: tag.id, ...changes });
      notify.success({ title: t("saved") });
      setRenameError(null);
      onRenamingChange(false);
    } catch (error) {
      // A refused name is said at the field, where it can be corrected.
      if (changes.name !== undefined)
        setRenameError(clientErrorMessage(error, (key) => tAll(key as never)));
      else notifyFailure(t("saveFailed"), error);
    }
    await utils.tasks.invalidate();
  }

  const stopRenaming = () => {
    setName(tag.name);
    setRenameError(null);
    onRenamingChange(false);
  };

  return (
    <li className="flex flex-wrap items-center gap-x-2 gap-y-2 px-4 py-3 sm:gap-x-4">
      <div className="flex min-w-0 flex-1 flex-wrap items-center gap-3 max-sm:basis-full">
        {isRenaming ? (
          <form
            className="grid gap-1"
            onSubmit={(event) => {
              event.preventDefault();
              void save({ name: name.trim() });
            }}
          >
            <div className="flex flex-wrap items-center gap-2">
              <Input
                aria-label={t("nameOf", { name: tag.name })}
                aria-invalid={renameError ? true : undefined}
                aria-describedby={renameError ? errorId : undefined}
                value={name}
                maxLength={32}
                className="w-48"
                autoFocus
                onChange={(event) => {
                  setName(event.target.value);
                  setRenameError(null);
                }}
                onKeyDown={(event) => {
                  if (event.key === "Escape") stopRenaming();
                }}
              />
              <Button type="submit" size="sm" variant="primary" loading={update.isPending}>
                {t("save")}
              </Button>
              <Button type="button" size="sm" variant="ghost" onClick={stopRenaming}>
                {t("cancel")}
              </Button>
            </div>
            {renameError && (
              <p id={errorId} role="alert" className="text-sm text-error dark:text-error-400">
                {renameError}
              </p>
            )}
          </form>
        ) : (
          <TagBadge name={tag.name} color={tag.color} />
        )}
        <span className="text-sm text-gray-600 dark:text-gray-400">
          {t("taskCount", { count: tag.taskCount })}
        </span>
      </div>
      {/* Not disabled while saving: a disabled select loses the focus, and the keyboard its place. */}
      <Select
        aria-label={t("colorOf", { name: tag.name })}
        aria-busy={update.isPending || undefined}
        className="w-32 sm:w-36"
        value={update.isPending && update.variables.color ? update.variables.color : tag.color}
        onChange={(event) => void save({ color: event.target.value as TagColor })}
      >
        {TAG_COLORS.map((color) => (
          <option key={color} value={color}>
            {t(`colors.${color}`)}
          </option>
        ))}
      </Select>
      {!isRenaming && (
        <Button
          ref={renameButton}
          type="button"
          size="sm"
          variant="outline"
          onClick={() => onRenamingChange(true)}
        >
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
