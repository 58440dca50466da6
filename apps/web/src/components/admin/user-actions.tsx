"use client";

import { useLocale, useTranslations } from "next-intl";
import { useId, useState } from "react";

import { Button } from "@teamkit/ui/button";
import { Dialog } from "@teamkit/ui/dialog";
import { FormField } from "@teamkit/ui/form-field";
import { Input } from "@teamkit/ui/input";
import { notify } from "@teamkit/ui/toast";
import { IMPERSONATION_REASON_MAX_LENGTH } from "@teamkit/validators";

import { ConfirmButton } from "~/components/confirm-button";
import { FormDialogFooter } from "~/components/form-dialog-footer";
import { notifyFailure } from "~/components/notify-failure";
import { runWithToast } from "~/forms/run-with-toast";
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
  const [isImpersonateOpen, setIsImpersonateOpen] = useState(false);
  const [reason, setReason] = useState("");
  const resend = api.admin.user.resendVerification.useMutation();
  const remove = api.admin.user.delete.useMutation();
  const resetTwoFactor = api.admin.user.resetTwoFactor.useMutation();
  const impersonate = api.admin.user.impersonate.useMutation();

  async function resendMail() {
    await runWithToast(() => resend.mutateAsync({ userId: user.id }), {
      pending: t("resendSending"),
      done: t("resendDone", { email: user.email }),
      failed: t("resendFailed"),
    });
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
        <ConfirmButton
          label={t("resetTwoFactor")}
          variant="outline"
          size="sm"
          title={t("resetTwoFactorTitle", { name: user.name })}
          description={t("resetTwoFactorText", { email: user.email })}
          confirmLabel={t("resetTwoFactorConfirm")}
          cancelLabel={t("cancel")}
          toasts={{
            pending: t("resettingTwoFactor"),
            done: t("resetTwoFactorDone", { email: user.email }),
            failed: t("resetTwoFactorFailed"),
          }}
          mutate={() => resetTwoFactor.mutateAsync({ userId: user.id })}
          onDone={() => router.refresh()}
        />
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
      <ConfirmButton
        label={t("delete")}
        variant="ghost"
        size="sm"
        title={t("deleteTitle", { name: user.name })}
        description={t("deleteText", { email: user.email })}
        confirmLabel={t("deleteConfirm")}
        cancelLabel={t("cancel")}
        toasts={{
          pending: t("deleting"),
          done: t("deleted", { email: user.email }),
          failed: t("deleteFailed"),
        }}
        mutate={() => remove.mutateAsync({ userId: user.id })}
        onDone={() => router.refresh()}
      />
    </div>
  );
}
