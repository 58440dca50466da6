import type { Metadata } from "next";

import { getTranslations, setRequestLocale } from "next-intl/server";

import type { Locale } from "@teamkit/i18n";

import { AuthHeader } from "~/components/auth/auth-header";
import { SignUpForm } from "~/components/auth/sign-up-form";
import { TextLink } from "~/components/auth/text-link";
import { redirectIfSignedIn } from "~/server/session";

type Params = Promise<{ locale: Locale }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "auth.signUp" });
  return { title: t("title") };
}

export default async function SignUpPage({ params }: { params: Params }) {
  await redirectIfSignedIn();
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("auth.signUp");
  return (
    <div className="grid gap-6">
      <AuthHeader title={t("title")} description={t("description")} />
      <SignUpForm />
      <p className="text-center text-sm text-gray-600 dark:text-gray-400">
        {t("hasAccount")} <TextLink href="/auth/login">{t("signIn")}</TextLink>
      </p>
    </div>
  );
}
