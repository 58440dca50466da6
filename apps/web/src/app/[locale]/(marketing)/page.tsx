import { useTranslations } from "next-intl";
import { setRequestLocale } from "next-intl/server";
import { use } from "react";

import type { Locale } from "@teamkit/i18n";

import { Link } from "~/i18n/navigation";

export default function HomePage({ params }: { params: Promise<{ locale: Locale }> }) {
  setRequestLocale(use(params).locale);
  const t = useTranslations("home");
  return (
    <section className="mx-auto max-w-4xl px-4 py-24 text-center">
      <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{t("title")}</h1>
      <p className="mx-auto mt-6 max-w-2xl text-lg text-gray-600 dark:text-gray-300">
        {t("subtitle")}
      </p>
      <div className="mt-10 flex justify-center gap-3">
        <Link
          href="/app/dashboard"
          className="rounded-md bg-primary px-5 py-2.5 font-medium text-white hover:bg-primary-700"
        >
          {t("ctaDashboard")}
        </Link>
      </div>
    </section>
  );
}
