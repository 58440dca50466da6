"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { flushSync } from "react-dom";

import { errorData } from "@teamkit/api/client";
import { Button } from "@teamkit/ui/button";
import { Checkbox } from "@teamkit/ui/checkbox";
import { FormField } from "@teamkit/ui/form-field";
import { Input } from "@teamkit/ui/input";
import { Notice } from "@teamkit/ui/notice";
import { AnswerTwoFactorWithAppForm, AnswerTwoFactorWithRecoveryForm } from "@teamkit/validators";

import { track } from "~/analytics";
import { AppForm } from "~/components/forms/app-form";
import { SubmitButton } from "~/components/forms/submit-button";
import { CenteredLink } from "~/components/text-link";
import { applyApiError } from "~/forms/apply-api-error";
import { useAppForm } from "~/forms/use-app-form";
import { api } from "~/trpc/react";

import { navigateAfterSignIn } from "./navigate-after-sign-in";

export function TwoFactorExpired() {
  const t = useTranslations("auth.twoFactor");
  return (
    <>
      <Notice tone="warning">{t("expired")}</Notice>
      <CenteredLink href="/auth/login">{t("signInAgain")}</CenteredLink>
    </>
  );
}

/** The authenticator's code, or a recovery code; optionally trusts this browser for 30 days. */
export function TwoFactorForm({ callbackUrl }: { callbackUrl: string | null }) {
  const t = useTranslations();
  const locale = useLocale();
  const [recovery, setRecovery] = useState(false);
  const [expired, setExpired] = useState(false);
  const form = useAppForm(recovery ? AnswerTwoFactorWithRecoveryForm : AnswerTwoFactorWithAppForm, {
    defaultValues: { code: "", trust: false },
  });
  const answer = api.auth.answerTwoFactor.useMutation({
    onSuccess: (signedIn) => {
      track({ name: "sign_in", method: "two_factor" });
      navigateAfterSignIn(signedIn, locale, callbackUrl);
    },
    onError: (error) => {
      if (errorData(error)?.messageKey === "auth.errors.twoFactorChallengeExpired") {
        setExpired(true);
        return;
      }
      applyApiError(form, error, (key) => t(key as never));
    },
  });
  const { errors } = form.formState;

  if (expired) return <TwoFactorExpired />;
  return (
    <AppForm form={form} onSubmit={(values) => answer.mutate(values)}>
      <p className="text-sm text-gray-600 dark:text-gray-300">
        {recovery ? t("auth.twoFactor.recoveryDescription") : t("auth.twoFactor.description")}
      </p>
      <FormField
        label={recovery ? t("auth.twoFactor.recoveryCodeLabel") : t("auth.twoFactor.codeLabel")}
        error={errors.code?.message}
      >
        {recovery ? (
          <Input
            key="recovery"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            className="font-mono"
            {...form.register("code")}
          />
        ) : (
          <Input
            key="totp"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            autoFocus
            className="h-12 indent-[0.5em] text-center font-mono text-2xl! tracking-[0.5em]"
            {...form.register("code")}
          />
        )}
      </FormField>
      <label className="flex items-start gap-2 text-sm">
        <Checkbox className="mt-0.5" {...form.register("trust")} />
        <span>
          {t("auth.twoFactor.trust")}
          <span className="block text-gray-500 dark:text-gray-400">
            {t("auth.twoFactor.trustHint")}
          </span>
        </span>
      </label>
      <SubmitButton loading={answer.isPending || answer.isSuccess}>
        {t("auth.twoFactor.submit")}
      </SubmitButton>
      <Button
        type="button"
        variant="link"
        className="justify-self-center"
        onClick={() => {
          form.reset({ code: "", trust: form.getValues("trust") });
          // To the new field, after the reset (which forgets fields until they render again).
          flushSync(() => setRecovery((on) => !on));
          form.setFocus("code");
        }}
      >
        {recovery ? t("auth.twoFactor.useAuthenticator") : t("auth.twoFactor.useRecoveryCode")}
      </Button>
    </AppForm>
  );
}
