"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";

import { errorData } from "@teamkit/api/client";
import { FormField } from "@teamkit/ui/form-field";
import { Input } from "@teamkit/ui/input";
import { Notice } from "@teamkit/ui/notice";
import { SignInInput } from "@teamkit/validators";

import { track } from "~/analytics";
import { AppForm } from "~/components/forms/app-form";
import { EmailField } from "~/components/forms/email-field";
import { SubmitButton } from "~/components/forms/submit-button";
import { TextLink } from "~/components/text-link";
import { applyApiError } from "~/forms/apply-api-error";
import { useAppForm } from "~/forms/use-app-form";
import { api } from "~/trpc/react";

import { navigateAfterSignIn } from "./navigate-after-sign-in";
import { ResendVerificationButton } from "./resend-verification-button";

/** A right password on an unverified address offers to resend the mail instead of a bare error. */
export function LoginForm({
  callbackUrl,
  passkeys,
}: {
  callbackUrl: string | null;
  /** Whether this site offers passkeys: the email field then offers them in its autofill. */
  passkeys: boolean;
}) {
  const t = useTranslations();
  const locale = useLocale();
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  const form = useAppForm(SignInInput, { defaultValues: { email: "", password: "" } });
  const signIn = api.auth.signIn.useMutation({
    onSuccess: (answer) => {
      track({ name: "sign_in", method: "password" });
      navigateAfterSignIn(answer, locale, callbackUrl);
    },
    onError: (error, { email }) => {
      if (errorData(error)?.messageKey === "auth.errors.emailNotVerified") {
        setUnverifiedEmail(email);
        return;
      }
      applyApiError(form, error, (key) => t(key as never));
    },
  });
  const { errors } = form.formState;

  return (
    <AppForm
      form={form}
      onSubmit={(values) => {
        setUnverifiedEmail(null);
        signIn.mutate(values);
      }}
    >
      {unverifiedEmail && (
        <Notice tone="warning" title={t("auth.errors.emailNotVerifiedTitle")}>
          <p>{t("auth.errors.emailNotVerified")}</p>
          <ResendVerificationButton key={unverifiedEmail} email={unverifiedEmail} />
        </Notice>
      )}
      <EmailField
        error={errors.email?.message}
        autoComplete={passkeys ? "username webauthn" : "email"}
        registration={form.register("email")}
      />
      <div className="grid gap-1.5">
        <FormField label={t("fields.password")} error={errors.password?.message}>
          <Input type="password" autoComplete="current-password" {...form.register("password")} />
        </FormField>
        <TextLink href="/auth/forgot-password" className="justify-self-end text-sm">
          {t("auth.login.forgotPassword")}
        </TextLink>
      </div>
      <SubmitButton loading={signIn.isPending || signIn.isSuccess}>
        {t("auth.login.submit")}
      </SubmitButton>
    </AppForm>
  );
}
