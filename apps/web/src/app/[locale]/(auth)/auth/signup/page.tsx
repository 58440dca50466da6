import type { Metadata } from "next";

import { getTranslations, setRequestLocale } from "next-intl/server";

import type { Locale } from "@teamkit/i18n";

import type { SearchParams } from "~/lib/search-param";
import { AuthHeader } from "~/components/auth/auth-header";
import { RememberCheckoutIntent } from "~/components/auth/remember-checkout-intent";
import { SignUpForm } from "~/components/auth/sign-up-form";
import { TextLink } from "~/components/auth/text-link";
import { parseCheckoutIntent } from "~/lib/checkout-intent";
import { searchParam } from "~/lib/search-param";
import { redirectIfSignedIn } from "~/server/session";

type Params = Promise<{ locale: Locale }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "auth.signUp" });
  return { title: t("title") };
}

/** Sign-up; a paid plan chosen on the pricing page (`?plan=&interval=`) is kept for checkout. */
export default async function SignUpPage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: SearchParams;
}) {
  await redirectIfSignedIn();
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("auth.signUp");
  const query = await searchParams;
  const intent = parseCheckoutIntent(searchParam(query, "plan"), searchParam(query, "interval"));
  return (
    <div className="grid gap-6">
      <AuthHeader title={t("title")} description={t("description")} />
      {intent && <RememberCheckoutIntent intent={intent} />}
      <SignUpForm />
      <p className="text-center text-sm text-gray-600 dark:text-gray-400">
        {t("hasAccount")}{" "}
        <TextLink href={{ pathname: "/auth/login", query: intent ? { ...intent } : {} }}>
          {t("signIn")}
        </TextLink>
      </p>
    </div>
  );
}
