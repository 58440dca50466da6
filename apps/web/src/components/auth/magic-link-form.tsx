"use client";

import { useTranslations } from "next-intl";

import { FormField } from "@teamkit/ui/form-field";
import { Input } from "@teamkit/ui/input";
import { Notice } from "@teamkit/ui/notice";
import { RequestMagicLinkInput } from "@teamkit/validators";

import { SubmitButton } from "~/components/forms/submit-button";
import { applyApiError } from "~/forms/apply-api-error";
import { useAppForm } from "~/forms/use-app-form";
import { useRouter } from "~/i18n/navigation";
import { api } from "~/trpc/react";

/** Asks for the address, mails a sign-in link and code to it, then opens the code screen. */
export function MagicLinkForm({ callbackUrl }: { callbackUrl: string | null }) {
  const t = useTranslations();
  const router = useRouter();
  const form = useAppForm(RequestMagicLinkInput, { defaultValues: { email: "" } });
  const requestLink = api.auth.requestMagicLink.useMutation({
    onSuccess: (_data, { email }) =>
      router.push({
        pathname: "/auth/otp",
        query: callbackUrl ? { email, callbackUrl } : { email },
      }),
    onError: (error) => applyApiError(form, error, (key) => t(key as never)),
  });
  const { errors } = form.formState;

  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={form.handleSubmit((values) => requestLink.mutate(values))}
    >
      {errors.root?.server && <Notice tone="error">{errors.root.server.message}</Notice>}
      <FormField label={t("fields.email")} error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...form.register("email")} />
      </FormField>
      <SubmitButton loading={requestLink.isPending || requestLink.isSuccess}>
        {t("auth.magicLink.submit")}
      </SubmitButton>
    </form>
  );
}
