"use client";

import { useLocale, useTranslations } from "next-intl";
import { useId, useState } from "react";

import { Dialog } from "@teamkit/ui/dialog";
import { DropdownMenu, DropdownMenuItem } from "@teamkit/ui/dropdown-menu";
import { FormField } from "@teamkit/ui/form-field";
import { Input } from "@teamkit/ui/input";
import { notify } from "@teamkit/ui/toast";
import { IMPERSONATION_REASON_MAX_LENGTH, ImpersonationForm } from "@teamkit/validators";

import { ConfirmAction } from "~/components/confirm-button";
import { FormDialogFooter } from "~/components/form-dialog-footer";
import { MenuDotsButton } from "~/components/menu-dots-button";
import { applyApiErrorOrToast } from "~/forms/apply-api-error";
import { runWithToast } from "~/forms/run-with-toast";
import { useAppForm } from "~/forms/use-app-form";
import { getPathname, useRouter } from "~/i18n/navigation";
import { api } from "~/trpc/react";

/** The dialog a menu item opened, if any. */
type OpenDialog = "impersonate" | "resetTwoFactor" | "delete" | null;

/**
 * An admin's actions on one user of the list (never an admin), behind one "⋯" button so the table
 * fits a laptop in either language: resend the verification mail (unverified only), reset
 * two-factor sign-in (when on, after a confirmation), impersonate (with a reason) and delete (after
 * a confirmation).
 */
export function UserActions({
  user,
  returnQuery,
}: {
  user: { id: string; name: string; email: string; isVerified: boolean; hasTwoFactor: boolean };
  returnQuery: string;
}) {
  const t = useTranslations("admin.users");
  const tCommon = useTranslations("common");
  const locale = useLocale();
  const router = useRouter();
  const formId = useId();
  const [openDialog, setOpenDialog] = useState<OpenDialog>(null);
  const reasonForm = useAppForm(ImpersonationForm, { defaultValues: { reason: "" } });
  const resend = api.admin.user.resendVerification.useMutation();
  const remove = api.admin.user.delete.useMutation();
  const resetTwoFactor = api.admin.user.resetTwoFactor.useMutation();
  const impersonate = api.admin.user.impersonate.useMutation();

  async function resendMail() {
    const sent = await runWithToast(() => resend.mutateAsync({ userId: user.id }), {
      pending: t("resendSending"),
      done: t("resendDone", { email: user.email }),
      failed: t("resendFailed"),
    });
    // Refused, the user may be gone or verified meanwhile: the list shows what is true now.
    if (!sent) router.refresh();
  }

  async function startImpersonation({ reason }: { reason: string }) {
    const toastId = notify.loading({ title: t("impersonating") });
    try {
      await impersonate.mutateAsync({ userId: user.id, reason, returnQuery });
    } catch (error) {
      notify.dismiss(toastId);
      applyApiErrorOrToast(reasonForm, error, t("impersonateFailed"));
      return;
    }
    notify.dismiss(toastId);
    // A full load: every part of the app renders again as the user.
    window.location.assign(getPathname({ href: "/app/dashboard", locale }));
  }

  /** A confirmed action that cannot be undone, the user named; the list reloads once done. */
  const askFirst = (action: "resetTwoFactor" | "delete", mutate: () => Promise<unknown>) => (
    <ConfirmAction
      open={openDialog === action}
      onOpenChange={(open) => setOpenDialog(open ? action : null)}
      title={t(`${action}Title`, { name: user.name })}
      description={t(`${action}Text`, { email: user.email })}
      confirmLabel={t(`${action}Confirm`)}
      cancelLabel={t("cancel")}
      toasts={{
        pending: t(`${action}Pending`),
        done: t(`${action}Done`, { email: user.email }),
        failed: t(`${action}Failed`),
      }}
      mutate={mutate}
      onDone={() => router.refresh()}
      onRefused={() => router.refresh()}
    />
  );

  return (
    <>
      <DropdownMenu trigger={<MenuDotsButton aria-label={t("actionsFor", { name: user.name })} />}>
        {!user.isVerified && (
          <DropdownMenuItem disabled={resend.isPending} onSelect={() => void resendMail()}>
            {t("resend")}
          </DropdownMenuItem>
        )}
        {user.hasTwoFactor && (
          <DropdownMenuItem onSelect={() => setOpenDialog("resetTwoFactor")}>
            {t("resetTwoFactor")}
          </DropdownMenuItem>
        )}
        <DropdownMenuItem onSelect={() => setOpenDialog("impersonate")}>
          {t("impersonate")}
        </DropdownMenuItem>
        <DropdownMenuItem variant="error" onSelect={() => setOpenDialog("delete")}>
          {t("delete")}
        </DropdownMenuItem>
      </DropdownMenu>
      <Dialog
        open={openDialog === "impersonate"}
        onOpenChange={(open) => setOpenDialog(open ? "impersonate" : null)}
        title={t("impersonateTitle", { name: user.name })}
        description={t("impersonateText", { email: user.email })}
        closeLabel={tCommon("close")}
        footer={
          <FormDialogFooter
            formId={formId}
            cancelLabel={t("cancel")}
            submitLabel={t("impersonateConfirm")}
            isPending={impersonate.isPending}
          />
        }
      >
        <form
          id={formId}
          noValidate
          onSubmit={reasonForm.handleSubmit((values) => startImpersonation(values))}
        >
          <FormField
            label={t("reason")}
            hint={t("reasonHint")}
            error={reasonForm.formState.errors.reason?.message}
            required
          >
            <Input
              maxLength={IMPERSONATION_REASON_MAX_LENGTH}
              autoComplete="off"
              {...reasonForm.register("reason")}
            />
          </FormField>
        </form>
      </Dialog>
      {user.hasTwoFactor &&
        askFirst("resetTwoFactor", () => resetTwoFactor.mutateAsync({ userId: user.id }))}
      {askFirst("delete", () => remove.mutateAsync({ userId: user.id }))}
    </>
  );
}
