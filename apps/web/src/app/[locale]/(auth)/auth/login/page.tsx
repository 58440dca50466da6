import { getTranslations } from "next-intl/server";

import { passkeysOffered } from "@teamkit/auth";

import type { LocalePageProps } from "~/http/search-params";
import { LoginForm } from "~/components/auth/login-form";
import { PasskeySignIn } from "~/components/auth/passkey-sign-in";
import { RememberCheckoutIntent } from "~/components/auth/remember-checkout-intent";
import { parseCheckoutIntent } from "~/components/billing/checkout-intent";
import { CardScreen } from "~/components/card-screen";
import { TextLink } from "~/components/text-link";
import { safeCallbackUrl } from "~/http/safe-callback-url";
import { searchParam } from "~/http/search-params";
import { Link } from "~/i18n/navigation";
import { authPageTitle } from "~/server/auth-page-title";
import { redirectIfSignedIn } from "~/server/session";

export const generateMetadata = authPageTitle((t) => t("login.title"));

/**
 * Password sign-in, with the ways out: a passkey (on a host name, where browsers allow them), magic
 * link, forgotten password, sign-up.
 */
export default async function LoginPage({ searchParams }: LocalePageProps) {
  await redirectIfSignedIn();
  const t = await getTranslations("auth.login");
  const query = await searchParams;
  // Only a path on this site is followed after sign-in (no open redirect).
  const callbackUrl = safeCallbackUrl(searchParam(query, "callbackUrl"));
  const passkeys = passkeysOffered();
  const intent = parseCheckoutIntent(searchParam(query, "plan"), searchParam(query, "interval"));
  return (
    <CardScreen title={t("title")} description={t("description")}>
      {intent && <RememberCheckoutIntent intent={intent} />}
      <LoginForm callbackUrl={callbackUrl} passkeys={passkeys} />
      <div className="flex items-center gap-3 text-xs text-gray-500 uppercase dark:text-gray-400">
        <span aria-hidden="true" className="h-px flex-1 bg-gray-200 dark:bg-gray-800" />
        {t("or")}
        <span aria-hidden="true" className="h-px flex-1 bg-gray-200 dark:bg-gray-800" />
      </div>
      {passkeys && <PasskeySignIn callbackUrl={callbackUrl} />}
      <Link
        href={{ pathname: "/auth/otp", query: callbackUrl ? { callbackUrl } : {} }}
        className="inline-flex h-10 w-full items-center justify-center rounded-md border border-gray-300 text-sm font-medium text-gray-900 transition-colors hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary dark:border-gray-700 dark:text-gray-100 dark:hover:bg-gray-900"
      >
        {t("magicLink")}
      </Link>
      <p className="text-center text-sm text-gray-600 dark:text-gray-400">
        {t("noAccount")} <TextLink href="/auth/signup">{t("signUp")}</TextLink>
      </p>
    </CardScreen>
  );
}
