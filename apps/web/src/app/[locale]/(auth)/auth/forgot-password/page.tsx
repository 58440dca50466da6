import { TRPCError } from "@trpc/server";
import { getTranslations } from "next-intl/server";

import { Notice } from "@teamkit/ui/notice";

import type { LocalePageProps } from "~/http/search-params";
import { ForgotPasswordForm } from "~/components/auth/forgot-password-form";
import { ResetPasswordForm } from "~/components/auth/reset-password-form";
import { CardScreen } from "~/components/card-screen";
import { TextLink } from "~/components/text-link";
import { searchParam } from "~/http/search-params";
import { authPageTitle } from "~/server/auth-page-title";
import { rateLimitRefusal } from "~/server/rate-limit-refusal";
import { redirectIfSignedIn } from "~/server/session";
import { serverApi } from "~/trpc/server";

export const generateMetadata = authPageTitle((t, query) =>
  searchParam(query, "token") ? t("forgotPassword.resetTitle") : t("forgotPassword.title"),
);

/** A malformed token is simply not valid; a rate limit's refusal comes back as its message. */
async function checkResetToken(token: string): Promise<boolean | { refusal: string }> {
  try {
    const { valid } = await (await serverApi()).auth.checkResetToken({ token });
    return valid;
  } catch (error) {
    if (error instanceof TRPCError && error.code === "BAD_REQUEST") return false;
    const refusal = await rateLimitRefusal(error);
    if (refusal === null) throw error;
    return { refusal };
  }
}

/** Without `?token=` asks for the address; with it checks the token, then asks for a password. */
export default async function ForgotPasswordPage({ searchParams }: LocalePageProps) {
  const token = searchParam(await searchParams, "token");
  if (!token) {
    // Asking for a reset link is for visitors, as sign-in is; a mailed link still works.
    await redirectIfSignedIn();
    return <ForgotPasswordForm />;
  }

  const t = await getTranslations();
  const check = await checkResetToken(token);
  if (typeof check === "object") {
    return (
      <CardScreen title={t("auth.forgotPassword.resetTitle")}>
        <Notice tone="error">
          <p>{check.refusal}</p>
        </Notice>
      </CardScreen>
    );
  }
  if (!check) {
    return (
      <CardScreen title={t("auth.forgotPassword.resetTitle")}>
        <Notice tone="error" title={t("auth.errors.invalidToken")}>
          <p>{t("auth.forgotPassword.invalidHint")}</p>
        </Notice>
        <p className="flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm">
          <TextLink href="/auth/forgot-password">{t("auth.forgotPassword.requestNew")}</TextLink>
          <TextLink href="/auth/login">{t("auth.forgotPassword.backToSignIn")}</TextLink>
        </p>
      </CardScreen>
    );
  }

  return (
    <CardScreen
      title={t("auth.forgotPassword.resetTitle")}
      description={t("auth.forgotPassword.resetDescription")}
    >
      <ResetPasswordForm token={token} />
    </CardScreen>
  );
}
