"use client";

import { useLocale, useTranslations } from "next-intl";
import { useId, useState } from "react";

import { Button } from "@teamkit/ui/button";
import { ConfirmDialog } from "@teamkit/ui/confirm-dialog";
import { Dialog } from "@teamkit/ui/dialog";
import { FormField } from "@teamkit/ui/form-field";
import { Input } from "@teamkit/ui/input";
import { notify } from "@teamkit/ui/toast";
import { IMPERSONATION_REASON_MAX_LENGTH } from "@teamkit/validators";

import { FormDialogFooter } from "~/components/form-dialog-footer";
import { notifyFailure } from "~/components/notify-failure";
import { getPathname, useRouter } from "~/i18n/navigation";
import { api } from "~/trpc/react";

/**
 * An admin's actions on one user of the list (never an admin): resend the verification mail
 * (unverified only), reset two-factor sign-in (when on, after a confirmation), impersonate (with a
 * reason) and delete (after a confirmation).
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
  const router = useRouter();
  const locale = useLocale();
  const formId = useId();
  const [isDeleteOpen, setIsDeleteOpen] = useState(false);
  const [isResetTwoFactorOpen, setIsResetTwoFactorOpen] = useState(false);
  const [isImpersonateOpen, setIsImpersonateOpen] = useState(false);
  const [reason, setReason] = useState("");
  const resend = api.admin.user.resendVerification.useMutation();
  const remove = api.admin.user.delete.useMutation();
  const resetTwoFactor = api.admin.user.resetTwoFactor.useMutation();
  const impersonate = api.admin.user.impersonate.useMutation();

  async function resendMail() {
    const toastId = notify.loading({ title: t("resendSending") });
    try {
      await resend.mutateAsync({ userId: user.id });
      notify.success({ id: toastId, title: t("resendDone", { email: user.email }) });
    } catch (error) {
      notifyFailure(t("resendFailed"), error, toastId);
    }
  }

  async function deleteUser() {
    const toastId = notify.loading({ title: t("deleting") });
    try {
      await remove.mutateAsync({ userId: user.id });
    } catch (error) {
      notifyFailure(t("deleteFailed"), error, toastId);
      throw error;
    }
    notify.success({ id: toastId, title: t("deleted", { email: user.email }) });
    router.refresh();
  }

  async function resetUserTwoFactor() {
    const toastId = notify.loading({ title: t("resettingTwoFactor") });
    try {
      await resetTwoFactor.mutateAsync({ userId: user.id });
    } catch (error) {
      notifyFailure(t("resetTwoFactorFailed"), error, toastId);
      throw error;
    }
    notify.success({ id: toastId, title: t("resetTwoFactorDone", { email: user.email }) });
    router.refresh();
  }

  async function startImpersonation(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const toastId = notify.loading({ title: t("impersonating") });
    try {
      await impersonate.mutateAsync({ userId: user.id, reason, returnQuery });
    } catch (error) {
      notifyFailure(t("impersonateFailed"), error, toastId);
      return;
    }
    notify.dismiss(toastId);
    // A full load: every part of the app renders again as the user.
    window.location.assign(getPathname({ href: "/app/dashboard", locale }));
  }

  return (
    <div className="flex flex-wrap justify-end gap-2">
      {!user.isVerified && (
        <Button
          type="button"
          variant="outline"
          size="sm"
          loading={resend.isPending}
          onClick={() => void resendMail()}
        >
          {t("resend")}
        </Button>
      )}
      {user.hasTwoFactor && (
        <>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => setIsResetTwoFactorOpen(true)}
          >
            {t("resetTwoFactor")}
          </Button>
          <ConfirmDialog
            open={isResetTwoFactorOpen}
            onOpenChange={setIsResetTwoFactorOpen}
            title={t("resetTwoFactorTitle", { name: user.name })}
            description={t("resetTwoFactorText", { email: user.email })}
            confirmLabel={t("resetTwoFactorConfirm")}
            cancelLabel={t("cancel")}
            onConfirm={resetUserTwoFactor}
          />
        </>
      )}
      <Dialog
        open={isImpersonateOpen}
        onOpenChange={setIsImpersonateOpen}
        trigger={
          <Button type="button" variant="outline" size="sm">
            {t("impersonate")}
          </Button>
        }
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
        <form id={formId} onSubmit={(event) => void startImpersonation(event)}>
          <FormField label={t("reason")} hint={t("reasonHint")} required>
            <Input
              name="reason"
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              minLength={3}
              maxLength={IMPERSONATION_REASON_MAX_LENGTH}
              required
              autoComplete="off"
            />
          </FormField>
        </form>
      </Dialog>
      <Button type="button" variant="ghost" size="sm" onClick={() => setIsDeleteOpen(true)}>
        {t("delete")}
      </Button>
      <ConfirmDialog
        open={isDeleteOpen}
        onOpenChange={setIsDeleteOpen}
        title={t("deleteTitle", { name: user.name })}
        description={t("deleteText", { email: user.email })}
        confirmLabel={t("deleteConfirm")}
        cancelLabel={t("cancel")}
        onConfirm={deleteUser}
      />
    </div>
  );
}
