import { getTranslations } from "next-intl/server";

import { Notice } from "@teamkit/ui/notice";

import type { LocalePageProps } from "~/http/search-params";
import { MagicLinkForm } from "~/components/auth/magic-link-form";
import { OtpForm } from "~/components/auth/otp-form";
import { TokenSignIn } from "~/components/auth/token-sign-in";
import { CardScreen } from "~/components/card-screen";
import { CenteredLink } from "~/components/text-link";
import { safeCallbackUrl } from "~/http/safe-callback-url";
import { emailParam, searchParam } from "~/http/search-params";
import { authPageTitle } from "~/server/auth-page-title";
import { redirectIfSignedIn } from "~/server/session";

export const generateMetadata = authPageTitle((t, query) => {
  if (searchParam(query, "token")) return t("otp.signInTitle");
  if (emailParam(query)) return t("otp.title");
  return t("magicLink.title");
});

/** `?token=` signs in; `?email=` asks for the mailed code; neither (or no address): link form. */
export default async function OtpPage({ searchParams }: LocalePageProps) {
  const params = await searchParams;
  const callbackUrl = safeCallbackUrl(searchParam(params, "callbackUrl"));
  const token = searchParam(params, "token");
  if (token) return <TokenSignIn kind="magicLink" token={token} callbackUrl={callbackUrl} />;
  // Asking for a link or code is for visitors, as sign-in is; a mailed link still works.
  await redirectIfSignedIn();

  const t = await getTranslations("auth");
  const email = emailParam(params);
  if (email) {
    return (
      <CardScreen
        title={t("otp.title")}
        description={t.rich("otp.description", {
          email,
          strong: (chunks) => (
            <strong className="font-semibold text-gray-900 dark:text-gray-100">{chunks}</strong>
          ),
        })}
      >
        <OtpForm email={email} callbackUrl={callbackUrl} />
      </CardScreen>
    );
  }

  return (
    <CardScreen title={t("magicLink.title")} description={t("magicLink.description")}>
      {searchParam(params, "email") && <Notice tone="warning">{t("otp.noAddress")}</Notice>}
      <MagicLinkForm callbackUrl={callbackUrl} />
      <CenteredLink href={{ pathname: "/auth/login", query: callbackUrl ? { callbackUrl } : {} }}>
        {t("magicLink.usePassword")}
      </CenteredLink>
    </CardScreen>
  );
}
