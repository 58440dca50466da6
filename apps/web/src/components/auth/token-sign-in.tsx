"use client";

import { useLocale, useTranslations } from "next-intl";

import { errorData } from "@teamkit/api/client";
import { Notice } from "@teamkit/ui/notice";
import { Spinner } from "@teamkit/ui/spinner";

import { track } from "~/analytics";
import { CardScreen } from "~/components/card-screen";
import { TextLink } from "~/components/text-link";
import { clientErrorMessage } from "~/forms/client-errors";
import { api } from "~/trpc/react";

import type { SignInAnswer } from "./navigate-after-sign-in";
import { navigateAfterSignIn } from "./navigate-after-sign-in";
import { useSpendToken } from "./use-spend-token";

export function TokenSignIn({
  kind,
  token,
  callbackUrl = null,
}: {
  kind: "verifyEmail" | "magicLink";
  token: string;
  callbackUrl?: string | null;
}) {
  const t = useTranslations();
  const locale = useLocale();
  const onSuccess = (answer: SignInAnswer) => {
    track({ name: "sign_in", method: kind === "verifyEmail" ? "verification" : "magic_link" });
    navigateAfterSignIn(answer, locale, callbackUrl);
  };
  // Both hooks always run (hooks cannot be conditional); only the one for `kind` is called.
  const verifyEmail = api.auth.verifyEmail.useMutation({ onSuccess });
  const verifyMagicLink = api.auth.verifyMagicLink.useMutation({ onSuccess });
  const mutation = kind === "verifyEmail" ? verifyEmail : verifyMagicLink;
  const { mutate } = mutation;

  useSpendToken(mutate, token);

  const title = kind === "verifyEmail" ? t("auth.verify.title") : t("auth.otp.signInTitle");

  if (mutation.isError) {
    const isInvalidToken = errorData(mutation.error)?.messageKey === "auth.errors.invalidToken";
    return (
      <CardScreen title={title}>
        <Notice tone="error" title={clientErrorMessage(mutation.error, (key) => t(key as never))}>
          {isInvalidToken && (
            <p>
              {kind === "verifyEmail" ? t("auth.verify.invalidHint") : t("auth.otp.invalidHint")}
            </p>
          )}
        </Notice>
        <p className="flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm">
          {kind === "verifyEmail" ? (
            <>
              <TextLink href="/auth/login">{t("auth.verify.signIn")}</TextLink>
              <TextLink href="/auth/signup">{t("auth.verify.signUp")}</TextLink>
            </>
          ) : (
            <>
              <TextLink href="/auth/otp">{t("auth.otp.requestNew")}</TextLink>
              <TextLink href="/auth/login">{t("auth.magicLink.usePassword")}</TextLink>
            </>
          )}
        </p>
      </CardScreen>
    );
  }

  return (
    <CardScreen title={title}>
      <div className="flex items-center justify-center gap-3 text-gray-600 dark:text-gray-300">
        <Spinner className="size-5 text-primary" />
        <p role="status">
          {kind === "verifyEmail" ? t("auth.verify.verifying") : t("auth.otp.signingIn")}
        </p>
      </div>
    </CardScreen>
  );
}
