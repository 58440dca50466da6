import { getTranslations, setRequestLocale } from "next-intl/server";

import { Notice } from "@teamkit/ui/notice";

import type { LocalePageProps } from "~/http/search-params";
import { RememberCheckoutIntent } from "~/components/auth/remember-checkout-intent";
import { SignUpForm } from "~/components/auth/sign-up-form";
import { parseCheckoutIntent } from "~/components/billing/checkout-intent";
import { CardScreen } from "~/components/card-screen";
import { TextLink } from "~/components/text-link";
import { searchParam } from "~/http/search-params";
import { authPageTitle } from "~/server/auth-page-title";
import { redirectIfSignedIn } from "~/server/session";

export const generateMetadata = authPageTitle((t) => t("signUp.title"));

/** A plan chosen on the pricing page (`?plan=&interval=`) is named and kept for checkout. */
export default async function SignUpPage({ params, searchParams }: LocalePageProps) {
  await redirectIfSignedIn();
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, tPricing] = await Promise.all([
    getTranslations("auth.signUp"),
    getTranslations("pricing"),
  ]);
  const query = await searchParams;
  const intent = parseCheckoutIntent(searchParam(query, "plan"), searchParam(query, "interval"));
  return (
    <CardScreen title={t("title")} description={t("description")}>
      {intent && (
        <>
          <Notice tone="info">
            <p data-testid="chosen-plan">
              {t("chosenPlan", {
                plan: tPricing(`plans.${intent.plan}.name`),
                interval: intent.interval,
              })}
            </p>
          </Notice>
          <RememberCheckoutIntent intent={intent} />
        </>
      )}
      <SignUpForm />
      <p className="text-center text-sm text-gray-600 dark:text-gray-400">
        {t("hasAccount")}{" "}
        <TextLink href={{ pathname: "/auth/login", query: intent ? { ...intent } : {} }}>
          {t("signIn")}
        </TextLink>
      </p>
    </CardScreen>
  );
}
