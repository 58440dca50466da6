"use client";

import { useTranslations } from "next-intl";

import { RequestMagicLinkInput } from "@teamkit/validators";

import { AppForm } from "~/components/forms/app-form";
import { EmailField } from "~/components/forms/email-field";
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
    <AppForm form={form} onSubmit={(values) => requestLink.mutate(values)}>
      <EmailField error={errors.email?.message} registration={form.register("email")} />
      <SubmitButton loading={requestLink.isPending || requestLink.isSuccess}>
        {t("auth.magicLink.submit")}
      </SubmitButton>
    </AppForm>
  );
}
