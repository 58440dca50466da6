import { getTranslations } from "next-intl/server";
import { cookies } from "next/headers";

import { TWO_FACTOR_CHALLENGE_COOKIE } from "@teamkit/auth";

import type { LocalePageProps } from "~/http/search-params";
import { TwoFactorExpired, TwoFactorForm } from "~/components/auth/two-factor-form";
import { CardScreen } from "~/components/card-screen";
import { safeCallbackUrl } from "~/http/safe-callback-url";
import { searchParam } from "~/http/search-params";
import { authPageTitle } from "~/server/auth-page-title";
import { redirectIfSignedIn } from "~/server/session";

export const generateMetadata = authPageTitle((t) => t("twoFactor.title"));

/** A sign-in's second step: its challenge rides in an HttpOnly cookie the first step set. */
export default async function TwoFactorPage({ searchParams }: LocalePageProps) {
  await redirectIfSignedIn();
  const callbackUrl = safeCallbackUrl(searchParam(await searchParams, "callbackUrl"));
  const t = await getTranslations("auth.twoFactor");
  if (!(await cookies()).get(TWO_FACTOR_CHALLENGE_COOKIE)?.value) {
    return (
      <CardScreen title={t("expiredTitle")}>
        <TwoFactorExpired />
      </CardScreen>
    );
  }
  return (
    <CardScreen title={t("title")}>
      <TwoFactorForm callbackUrl={callbackUrl} />
    </CardScreen>
  );
}
