"use client";

import { useLocale, useTranslations } from "next-intl";

import { Button } from "@teamkit/ui/button";
import { FormField } from "@teamkit/ui/form-field";
import { Input } from "@teamkit/ui/input";
import { OTP_LENGTH, VerifyOtpForm } from "@teamkit/validators";

import { track } from "~/analytics";
import { AppForm } from "~/components/forms/app-form";
import { MutationNotice } from "~/components/forms/mutation-notice";
import { SubmitButton } from "~/components/forms/submit-button";
import { TextLink } from "~/components/text-link";
import { applyApiError } from "~/forms/apply-api-error";
import { useAppForm } from "~/forms/use-app-form";
import { api } from "~/trpc/react";

import { navigateAfterSignIn } from "./navigate-after-sign-in";

/** The 6-digit code from the magic-link mail, and a way to have a new one sent. */
export function OtpForm({ email, callbackUrl }: { email: string; callbackUrl: string | null }) {
  const t = useTranslations();
  const locale = useLocale();
  const translate = (key: string) => t(key as never);
  const form = useAppForm(VerifyOtpForm, { defaultValues: { code: "" } });
  const verify = api.auth.verifyOtp.useMutation({
    onSuccess: (answer) => {
      track({ name: "sign_in", method: "code" });
      navigateAfterSignIn(answer, locale, callbackUrl);
    },
    onError: (error) => applyApiError(form, error, translate),
  });
  const resend = api.auth.requestMagicLink.useMutation({
    // A new code replaces the old one: whatever was wrong about the old one no longer applies.
    onSuccess: () => form.clearErrors(),
  });
  const { errors } = form.formState;

  return (
    <div className="grid gap-6">
      <AppForm form={form} onSubmit={({ code }) => verify.mutate({ email, code })}>
        <FormField label={t("auth.otp.codeLabel")} error={errors.code?.message}>
          <Input
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={OTP_LENGTH}
            // The page is there for this field: typing the mailed code starts at once.
            autoFocus
            // `!`: the kit control sets `text-sm`; the indent balances the last letter's spacing.
            className="h-12 indent-[0.5em] text-center font-mono text-2xl! tracking-[0.5em]"
            {...form.register("code")}
          />
        </FormField>
        <SubmitButton loading={verify.isPending || verify.isSuccess}>
          {t("auth.otp.submit")}
        </SubmitButton>
      </AppForm>
      <div className="grid gap-3 text-center text-sm">
        <MutationNotice mutation={resend} success={() => t("auth.otp.resent", { email })} />
        <p className="flex flex-wrap items-center justify-center gap-x-4 gap-y-2">
          <Button
            type="button"
            variant="link"
            loading={resend.isPending}
            onClick={() => resend.mutate({ email })}
          >
            {t("auth.otp.resend")}
          </Button>
          <TextLink href="/auth/otp">{t("auth.otp.differentEmail")}</TextLink>
        </p>
      </div>
    </div>
  );
}
