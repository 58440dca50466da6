import type { Metadata } from "next";

import { getTranslations, setRequestLocale } from "next-intl/server";

import type { LocalePageProps } from "~/http/search-params";
import { CardScreen } from "~/components/card-screen";
import { TextLink } from "~/components/text-link";
import { Link } from "~/i18n/navigation";
import { redirectIfSignedIn } from "~/server/session";

export async function generateMetadata({ params }: LocalePageProps): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "auth.goodbye" });
  return { title: t("title"), robots: { index: false } };
}

export default async function GoodbyePage({ params }: LocalePageProps) {
  // Only someone whose session ended with the account belongs here.
  await redirectIfSignedIn();
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, tAll] = await Promise.all([getTranslations("auth.goodbye"), getTranslations()]);
  return (
    <CardScreen title={tAll("account.general.delete.deleted")} description={t("description")}>
      <Link
        href="/"
        className="inline-flex h-10 items-center justify-center rounded-md bg-primary px-4 text-sm font-medium text-white shadow-sm hover:bg-primary-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
      >
        {tAll("common.goToHomepage")}
      </Link>
      <p className="text-center text-sm text-gray-600 dark:text-gray-400">
        {t("again")} <TextLink href="/auth/signup">{t("signUp")}</TextLink>
      </p>
    </CardScreen>
  );
}
