"use client";

import { useLocale, useTranslations } from "next-intl";
import { useWatch } from "react-hook-form";

import { errorData } from "@teamkit/api/client";
import { Notice } from "@teamkit/ui/notice";
import { ResetPasswordForm as resetPasswordSchema } from "@teamkit/validators";

import { track } from "~/analytics";
import { NewPasswordField } from "~/components/forms/new-password-field";
import { SubmitButton } from "~/components/forms/submit-button";
import { TextLink } from "~/components/text-link";
import { applyApiError } from "~/forms/apply-api-error";
import { useAppForm } from "~/forms/use-app-form";
import { api } from "~/trpc/react";

import { navigateAfterSignIn } from "./navigate-after-sign-in";

/** Saving ends every other session and signs in anew, hence the full page load. */
export function ResetPasswordForm({ token }: { token: string }) {
  const t = useTranslations();
  const locale = useLocale();
  const form = useAppForm(resetPasswordSchema, { defaultValues: { password: "" } });
  const password = useWatch({ control: form.control, name: "password" });
  const reset = api.auth.resetPassword.useMutation({
    onSuccess: (answer) => {
      track({ name: "sign_in", method: "reset" });
      navigateAfterSignIn(answer, locale);
    },
    onError: (error) => applyApiError(form, error, (key) => t(key as never)),
  });
  const { errors } = form.formState;
  // The link expired or was used while the form was open: only a new one helps.
  const isInvalidToken =
    reset.isError && errorData(reset.error)?.messageKey === "auth.errors.invalidToken";

  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={form.handleSubmit((values) => reset.mutate({ token, password: values.password }))}
    >
      {errors.root?.server && (
        <Notice tone="error" title={errors.root.server.message}>
          {isInvalidToken && (
            <p>
              {t("auth.forgotPassword.invalidHint")}{" "}
              <TextLink href="/auth/forgot-password">
                {t("auth.forgotPassword.requestNew")}
              </TextLink>
            </p>
          )}
        </Notice>
      )}
      <NewPasswordField
        label={t("fields.newPassword")}
        value={password}
        error={errors.password?.message}
        registration={form.register("password")}
      />
      <SubmitButton loading={reset.isPending || reset.isSuccess}>
        {t("auth.forgotPassword.resetSubmit")}
      </SubmitButton>
    </form>
  );
}
