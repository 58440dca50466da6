"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";

import { errorData } from "@teamkit/api/client";
import { ConfirmDialog } from "@teamkit/ui/confirm-dialog";
import { Notice } from "@teamkit/ui/notice";
import { notify } from "@teamkit/ui/toast";
import { DeleteAccountInput } from "@teamkit/validators";

import { SubmitButton } from "~/components/forms/submit-button";
import { applyApiError } from "~/forms/apply-api-error";
import { useAppForm } from "~/forms/use-app-form";
import { getPathname } from "~/i18n/navigation";
import { api } from "~/trpc/react";

import { CurrentPasswordField } from "./current-password-field";

/** The current password, then a confirmation; a refusal or failure keeps everything and says why. */
export function DeleteAccountSection({ locale }: { locale: "en" | "de" }) {
  const t = useTranslations();
  const [isConfirming, setConfirming] = useState(false);
  const form = useAppForm(DeleteAccountInput, { defaultValues: { currentPassword: "" } });
  const remove = api.user.delete.useMutation();
  const { errors } = form.formState;

  // Leaving for the goodbye page is a full load: the app shell goes with the session.
  if (remove.isSuccess) {
    return <Notice tone="success" title={t("account.general.delete.deleted")} />;
  }

  return (
    <form noValidate className="grid gap-4" onSubmit={form.handleSubmit(() => setConfirming(true))}>
      {errors.root?.server && <Notice tone="error">{errors.root.server.message}</Notice>}
      <CurrentPasswordField
        error={errors.currentPassword?.message}
        registration={form.register("currentPassword")}
      />
      <div>
        <SubmitButton fullWidth={false} variant="error">
          {t("account.general.delete.submit")}
        </SubmitButton>
      </div>
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setConfirming}
        title={t("account.general.delete.confirmTitle")}
        description={t("account.general.delete.warning")}
        confirmLabel={t("account.general.delete.submit")}
        cancelLabel={t("account.general.delete.cancel")}
        onConfirm={async () => {
          try {
            await remove.mutateAsync(form.getValues());
            window.location.assign(getPathname({ href: "/goodbye", locale }));
          } catch (error) {
            // A reason the user can act on (wrong password, a team to hand over) is shown as it
            // is; anything else is the generic failure.
            const key = errorData(error)?.messageKey;
            if (key && key !== "errors.internal") applyApiError(form, error, (k) => t(k as never));
            else notify.error({ title: t("account.general.delete.failed") });
            setConfirming(false);
          }
        }}
      />
    </form>
  );
}
