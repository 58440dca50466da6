"use client";

import { useLocale, useTranslations } from "next-intl";
import { useWatch } from "react-hook-form";

import { FormField } from "@teamkit/ui/form-field";
import { Input } from "@teamkit/ui/input";
import { SignUpForm as signUpSchema } from "@teamkit/validators";

import { track } from "~/analytics";
import { AppForm } from "~/components/forms/app-form";
import { EmailField } from "~/components/forms/email-field";
import { NewPasswordField } from "~/components/forms/new-password-field";
import { SubmitButton } from "~/components/forms/submit-button";
import { applyApiError } from "~/forms/apply-api-error";
import { useAppForm } from "~/forms/use-app-form";
import { useRouter } from "~/i18n/navigation";
import { api } from "~/trpc/react";

import { navigateAfterSignIn } from "./navigate-after-sign-in";

/** From an invitation the link proves the address: the account is signed in and joins at once. */
export function SignUpForm({ invitation }: { invitation?: { token: string; email: string } }) {
  const t = useTranslations();
  const locale = useLocale();
  const router = useRouter();
  const form = useAppForm(signUpSchema, {
    defaultValues: { name: "", email: invitation?.email ?? "", password: "" },
  });
  const password = useWatch({ control: form.control, name: "password" });
  const signUp = api.auth.signUp.useMutation({
    onSuccess: (result) => {
      track({ name: "sign_up" });
      if (result.signedIn) {
        navigateAfterSignIn(result, locale);
        return;
      }
      router.push({ pathname: "/auth/verify", query: { email: result.email } });
    },
    onError: (error) => applyApiError(form, error, (key) => t(key as never)),
  });
  const { errors } = form.formState;

  return (
    <AppForm
      form={form}
      onSubmit={(values) => signUp.mutate({ ...values, invitationToken: invitation?.token })}
    >
      <FormField label={t("fields.name")} error={errors.name?.message}>
        <Input autoComplete="name" {...form.register("name")} />
      </FormField>
      <EmailField
        error={errors.email?.message}
        registration={form.register("email")}
        // The invitation is for this address only.
        readOnly={!!invitation}
      />
      <NewPasswordField
        label={t("fields.password")}
        value={password}
        error={errors.password?.message}
        registration={form.register("password")}
      />
      <SubmitButton
        // Stays busy through the navigation that follows success.
        loading={signUp.isPending || signUp.isSuccess}
      >
        {t("auth.signUp.submit")}
      </SubmitButton>
    </AppForm>
  );
}
