"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";

import { errorData } from "@teamkit/api/client";
import { Button } from "@teamkit/ui/button";
import { ConfirmDialog } from "@teamkit/ui/confirm-dialog";
import { FormField } from "@teamkit/ui/form-field";
import { Input } from "@teamkit/ui/input";
import { Notice } from "@teamkit/ui/notice";
import { notify } from "@teamkit/ui/toast";
import { DeleteAccountInput } from "@teamkit/validators";

import { getPathname } from "~/i18n/navigation";
import { applyApiError } from "~/lib/apply-api-error";
import { useAppForm } from "~/lib/use-app-form";
import { api } from "~/trpc/react";

/**
 * Deleting the account: the current password, then a confirmation. A refusal (the only owner of a
 * team with other members) or a failure keeps everything and says why; success signs out.
 */
export function DeleteAccountSection({ locale }: { locale: "en" | "de" }) {
  const t = useTranslations();
  const [isConfirming, setConfirming] = useState(false);
  const form = useAppForm(DeleteAccountInput, { defaultValues: { currentPassword: "" } });
  const remove = api.user.delete.useMutation();
  const { errors } = form.formState;

  if (remove.isSuccess) {
    return (
      <Notice tone="success" title={t("account.general.delete.deleted")}>
        <p>
          <Button
            variant="outline"
            onClick={() => window.location.assign(getPathname({ href: "/", locale }))}
          >
            {t("common.goToHomepage")}
          </Button>
        </p>
      </Notice>
    );
  }

  return (
    <form noValidate className="grid gap-4" onSubmit={form.handleSubmit(() => setConfirming(true))}>
      {errors.root?.server && <Notice tone="error">{errors.root.server.message}</Notice>}
      <FormField label={t("fields.currentPassword")} error={errors.currentPassword?.message}>
        <Input
          type="password"
          autoComplete="current-password"
          {...form.register("currentPassword")}
        />
      </FormField>
      <div>
        <Button type="submit" variant="error">
          {t("account.general.delete.submit")}
        </Button>
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
