"use client";

import { useLocale, useTranslations } from "next-intl";
import { useId, useState } from "react";

import type { ButtonVariant } from "@teamkit/ui/button";
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
        <AskFirstButton
          action="resetTwoFactor"
          variant="outline"
          user={user}
          mutate={() => resetTwoFactor.mutateAsync({ userId: user.id })}
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
      <AskFirstButton
        action="delete"
        variant="ghost"
        user={user}
        mutate={() => remove.mutateAsync({ userId: user.id })}
      />
    </div>
  );
}

/** An action that cannot be undone: asked first, the user named; the list reloads once done. */
function AskFirstButton({
  action,
  variant,
  user,
  mutate,
}: {
  action: "resetTwoFactor" | "delete";
  variant: ButtonVariant;
  user: { name: string; email: string };
  mutate: () => Promise<unknown>;
}) {
  const t = useTranslations("admin.users");
  const router = useRouter();
  return (
    <ConfirmButton
      label={t(action)}
      variant={variant}
      size="sm"
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
    />
  );
}
