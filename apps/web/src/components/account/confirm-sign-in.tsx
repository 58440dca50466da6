"use client";

import { useTranslations } from "next-intl";
import { useId, useState, useTransition } from "react";

import { errorData } from "@teamkit/api/client";
import { Button } from "@teamkit/ui/button";
import { Dialog, DialogClose } from "@teamkit/ui/dialog";
import { ConfirmSignInInput } from "@teamkit/validators";

import { AppForm } from "~/components/forms/app-form";
import { SubmitButton } from "~/components/forms/submit-button";
import { applyApiError } from "~/forms/apply-api-error";
import { useAppForm } from "~/forms/use-app-form";
import { signInAgainAction } from "~/server/actions/sign-out";
import { api } from "~/trpc/react";

import { CurrentPasswordField } from "./current-password-field";

/** The server's refusal when the session is too old to add a way to sign in. */
const CONFIRM_REQUIRED = "account.confirm.required";

/**
 * Adding a second factor or a passkey needs a recent sign-in. `asked(error, retry)` tells whether
 * the server refused for that reason; if so the dialog opens, and `retry` runs once the password
 * is typed again (an account without one signs in again and comes back to `returnTo`).
 */
export function useConfirmSignIn({
  hasPassword,
  returnTo,
}: {
  hasPassword: boolean;
  returnTo: string;
}) {
  const [retry, setRetry] = useState<(() => void) | null>(null);
  const asked = (error: unknown, again: () => void): boolean => {
    if (errorData(error)?.messageKey !== CONFIRM_REQUIRED) return false;
    setRetry(() => again);
    return true;
  };
  const dialog = (
    <ConfirmSignInDialog
      open={retry !== null}
      hasPassword={hasPassword}
      returnTo={returnTo}
      onClose={() => setRetry(null)}
      onConfirmed={() => {
        setRetry(null);
        retry?.();
      }}
    />
  );
  return { asked, dialog };
}

function ConfirmSignInDialog({
  open,
  hasPassword,
  returnTo,
  onClose,
  onConfirmed,
}: {
  open: boolean;
  hasPassword: boolean;
  returnTo: string;
  onClose: () => void;
  onConfirmed: () => void;
}) {
  const t = useTranslations();
  const formId = useId();
  const [leaving, startLeaving] = useTransition();
  const form = useAppForm(ConfirmSignInInput, { defaultValues: { currentPassword: "" } });
  const confirm = api.user.confirmSignIn.useMutation({
    onSuccess: () => {
      form.reset();
      onConfirmed();
    },
    onError: (error) => applyApiError(form, error, (key) => t(key as never)),
  });
  const busy = confirm.isPending || leaving;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next || busy) return;
        form.reset();
        onClose();
      }}
      title={t("account.confirm.title")}
      description={t(
        hasPassword ? "account.confirm.withPassword" : "account.confirm.withoutPassword",
      )}
      closeLabel={t("account.confirm.cancel")}
      size="sm"
      footer={
        <>
          <DialogClose asChild>
            <Button type="button" variant="outline" disabled={busy}>
              {t("account.confirm.cancel")}
            </Button>
          </DialogClose>
          {hasPassword ? (
            <SubmitButton form={formId} fullWidth={false} loading={confirm.isPending}>
              {t("account.confirm.submit")}
            </SubmitButton>
          ) : (
            <Button
              type="button"
              variant="primary"
              loading={leaving}
              onClick={() => startLeaving(() => signInAgainAction(returnTo))}
            >
              {t("account.confirm.signInAgain")}
            </Button>
          )}
        </>
      }
    >
      {hasPassword && (
        <AppForm form={form} id={formId} onSubmit={(values) => confirm.mutate(values)}>
          <CurrentPasswordField
            error={form.formState.errors.currentPassword?.message}
            registration={form.register("currentPassword")}
          />
        </AppForm>
      )}
    </Dialog>
  );
}
