"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";

import type { RouterOutputs } from "@teamkit/api/client";
import { Button } from "@teamkit/ui/button";
import { ConfirmDialog } from "@teamkit/ui/confirm-dialog";
import { RenamePasskeyInput } from "@teamkit/validators";

import { SubmitButton } from "~/components/forms/submit-button";
import { runWithToast } from "~/forms/run-with-toast";
import { useAppForm } from "~/forms/use-app-form";
import { api } from "~/trpc/react";

import { PasskeyNameField } from "./passkey-name-field";
import { useSessionTime } from "./use-session-time";

type ListedPasskey = RouterOutputs["user"]["passkeys"]["list"][number];

const RenameForm = RenamePasskeyInput.pick({ name: true });

const ROW_ACTION = { type: "button", variant: "outline", size: "sm" } as const;

/** One passkey: its name, when it was added and last used; rename in place, delete after asking. */
export function PasskeyRow({ passkey, now }: { passkey: ListedPasskey; now: Date }) {
  const t = useTranslations("account.passkeys");
  const utils = api.useUtils();
  const rename = api.user.passkeys.rename.useMutation();
  const remove = api.user.passkeys.delete.useMutation();
  const timeOf = useSessionTime(now);
  const [isRenaming, setRenaming] = useState(false);
  const [isConfirming, setConfirming] = useState(false);
  const form = useAppForm(RenameForm, { defaultValues: { name: passkey.name } });

  async function saveName({ name }: { name: string }) {
    const renamed = await runWithToast(() => rename.mutateAsync({ id: passkey.id, name }), {
      pending: t("renaming"),
      done: t("renamed"),
      failed: t("failed"),
    });
    if (renamed) setRenaming(false);
    await utils.user.passkeys.list.invalidate();
  }

  async function deletePasskey() {
    await runWithToast(() => remove.mutateAsync({ id: passkey.id }), {
      pending: t("deleting"),
      done: t("deleted"),
      failed: t("failed"),
    });
    setConfirming(false);
    await utils.user.passkeys.list.invalidate();
  }

  const actions = [
    {
      label: t("rename"),
      name: t("renamePasskey", { name: passkey.name }),
      onClick: () => setRenaming(true),
    },
    {
      label: t("delete"),
      name: t("deletePasskey", { name: passkey.name }),
      onClick: () => setConfirming(true),
    },
  ];

  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
      {isRenaming ? (
        <form
          noValidate
          className="flex min-w-0 flex-1 basis-56 flex-wrap items-end gap-3"
          onSubmit={form.handleSubmit(saveName)}
        >
          <PasskeyNameField
            className="basis-48"
            label={t("renameLabel", { name: passkey.name })}
            error={form.formState.errors.name?.message}
            autoFocus
            {...form.register("name")}
          />
          <SubmitButton fullWidth={false} size="sm" loading={rename.isPending}>
            {t("save")}
          </SubmitButton>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => {
              form.reset({ name: passkey.name });
              setRenaming(false);
            }}
          >
            {t("cancel")}
          </Button>
        </form>
      ) : (
        <>
          <div className="min-w-0 flex-1 basis-56">
            <p className="text-sm font-medium wrap-anywhere">{passkey.name}</p>
            <p className="text-sm text-gray-600 dark:text-gray-400">
              {t.rich("created", timeOf(passkey.createdAt))}
              {" · "}
              {passkey.lastUsedAt ? t.rich("lastUsed", timeOf(passkey.lastUsedAt)) : t("neverUsed")}
            </p>
          </div>
          <div className="flex gap-2">
            {actions.map(({ label, name, onClick }) => (
              <Button key={label} {...ROW_ACTION} aria-label={name} onClick={onClick}>
                {label}
              </Button>
            ))}
          </div>
        </>
      )}
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setConfirming}
        title={t("deleteTitle", { name: passkey.name })}
        description={t("deleteDescription")}
        confirmLabel={t("delete")}
        cancelLabel={t("cancel")}
        variant="error"
        onConfirm={deletePasskey}
      />
    </li>
  );
}
