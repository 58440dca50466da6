"use client";

import { useTranslations } from "next-intl";
import { useWatch } from "react-hook-form";

import { notify } from "@teamkit/ui/toast";
import { ChangePasswordInput } from "@teamkit/validators";

import { NewPasswordField } from "~/components/forms/new-password-field";
import { SubmitButton } from "~/components/forms/submit-button";
import { applyApiErrorOrToast } from "~/forms/apply-api-error";
import { useAppForm } from "~/forms/use-app-form";
import { api } from "~/trpc/react";

import { CurrentPasswordField } from "./current-password-field";

/** The current and a new password; other sessions end, this one stays signed in. */
export function PasswordChangeForm() {
  const t = useTranslations();
  const form = useAppForm(ChangePasswordInput, {
    defaultValues: { currentPassword: "", newPassword: "" },
  });
  const newPassword = useWatch({ control: form.control, name: "newPassword" });
  const change = api.auth.changePassword.useMutation({
    onSuccess: () => {
      notify.success({
        title: t("account.general.password.updated"),
        description: t("account.general.password.otherSessions"),
      });
      form.reset();
    },
    // Besides a wrong password: the server's reason (an admin viewing the account, a rate limit).
    onError: (error) => applyApiErrorOrToast(form, error, t("account.general.password.failed")),
  });
  const { errors } = form.formState;
  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={form.handleSubmit((values) => change.mutate(values))}
    >
      <CurrentPasswordField
        error={errors.currentPassword?.message}
        registration={form.register("currentPassword")}
      />
      <NewPasswordField
        label={t("fields.newPassword")}
        value={newPassword}
        error={errors.newPassword?.message}
        registration={form.register("newPassword")}
      />
      <div>
        <SubmitButton fullWidth={false} loading={change.isPending}>
          {t("account.general.password.submit")}
        </SubmitButton>
      </div>
    </form>
  );
}
