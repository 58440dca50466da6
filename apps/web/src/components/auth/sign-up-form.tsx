"use client";

import { useTranslations } from "next-intl";
import { useWatch } from "react-hook-form";

import { FormField } from "@teamkit/ui/form-field";
import { Input } from "@teamkit/ui/input";
import { Notice } from "@teamkit/ui/notice";
import { SignUpForm as signUpSchema } from "@teamkit/validators";

import { useRouter } from "~/i18n/navigation";
import { track } from "~/lib/analytics";
import { applyApiError } from "~/lib/apply-api-error";
import { useAppForm } from "~/lib/use-app-form";
import { api } from "~/trpc/react";

import { NewPasswordField } from "./new-password-field";
import { SubmitButton } from "./submit-button";

/** Name, email and a new password; on success the "check your email" screen for that address. */
export function SignUpForm() {
  const t = useTranslations();
  const router = useRouter();
  const form = useAppForm(signUpSchema, { defaultValues: { name: "", email: "", password: "" } });
  const password = useWatch({ control: form.control, name: "password" });
  const signUp = api.auth.signUp.useMutation({
    onSuccess: ({ email }) => {
      track({ name: "sign_up" });
      router.push({ pathname: "/auth/verify", query: { email } });
    },
    onError: (error) => applyApiError(form, error, (key) => t(key as never)),
  });
  const { errors } = form.formState;

  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={form.handleSubmit((values) => signUp.mutate(values))}
    >
      {errors.root?.server && <Notice tone="error">{errors.root.server.message}</Notice>}
      <FormField label={t("fields.name")} error={errors.name?.message}>
        <Input autoComplete="name" {...form.register("name")} />
      </FormField>
      <FormField label={t("fields.email")} error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...form.register("email")} />
      </FormField>
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
    </form>
  );
}
