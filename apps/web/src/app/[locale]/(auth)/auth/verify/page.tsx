import { getTranslations } from "next-intl/server";

import type { LocalePageProps } from "~/http/search-params";
import { EmailChangeConfirm } from "~/components/auth/email-change-confirm";
import { ResendVerificationButton } from "~/components/auth/resend-verification-button";
import { ResendVerificationForm } from "~/components/auth/resend-verification-form";
import { TokenSignIn } from "~/components/auth/token-sign-in";
import { CardScreen } from "~/components/card-screen";
import { CenteredLink } from "~/components/text-link";
import { emailParam, searchParam } from "~/http/search-params";
import { authPageTitle } from "~/server/auth-page-title";

/** `?type=` of an EmailChange mail's link (the NewUser mail's link has none). */
const EMAIL_CHANGE = "email-change";

export const generateMetadata = authPageTitle((t, query) => {
  const token = searchParam(query, "token");
  if (token && searchParam(query, "type") === EMAIL_CHANGE) return t("emailChange.title");
  return token ? t("verify.title") : t("checkEmail.title");
});

/** `?token=` verifies and signs in (`&type=email-change`: confirms); without, "check your email". */
export default async function VerifyPage({ searchParams }: LocalePageProps) {
  const params = await searchParams;
  const token = searchParam(params, "token");
  if (token && searchParam(params, "type") === EMAIL_CHANGE)
    return <EmailChangeConfirm token={token} />;
  if (token) return <TokenSignIn kind="verifyEmail" token={token} />;

  // An `email` that is no address reads as none: the page asks for the address instead.
  const email = emailParam(params);
  const t = await getTranslations("auth.checkEmail");
  return (
    <CardScreen
      title={t("title")}
      description={
        email
          ? t.rich("sentTo", {
              email,
              strong: (chunks) => (
                <strong className="font-semibold text-gray-900 dark:text-gray-100">{chunks}</strong>
              ),
            })
          : t("description")
      }
    >
      {email ? (
        <div className="grid gap-3">
          <p className="text-center text-sm text-gray-600 dark:text-gray-400">{t("notReceived")}</p>
          <ResendVerificationButton email={email} />
        </div>
      ) : (
        <ResendVerificationForm />
      )}
      <CenteredLink href="/auth/login">{t("backToSignIn")}</CenteredLink>
    </CardScreen>
  );
}
