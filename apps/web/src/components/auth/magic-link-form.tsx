"use client";

import { useTranslations } from "next-intl";

import { RequestMagicLinkInput } from "@teamkit/validators";

import { useRouter } from "~/i18n/navigation";
import { api } from "~/trpc/react";

import { EmailRequestForm } from "./email-request-form";

/** Asks for the address, mails a sign-in link and code to it, then opens the code screen. */
export function MagicLinkForm({ callbackUrl }: { callbackUrl: string | null }) {
  const t = useTranslations();
  const router = useRouter();
  const requestLink = api.auth.requestMagicLink.useMutation({
    onSuccess: (_data, { email }) =>
      router.push({
        pathname: "/auth/otp",
        query: callbackUrl ? { email, callbackUrl } : { email },
      }),
  });

  return (
    <EmailRequestForm
      schema={RequestMagicLinkInput}
      mutation={requestLink}
      submitLabel={t("auth.magicLink.submit")}
      isBusy={requestLink.isPending || requestLink.isSuccess}
    />
  );
}
