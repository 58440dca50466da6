"use client";

import { useLocale, useTranslations } from "next-intl";
import { useTransition } from "react";

import type { Locale } from "@teamkit/i18n";
import { LOCALES } from "@teamkit/i18n";

import { usePathname, useRouter } from "~/i18n/navigation";

/** Switches the language; next-intl stores the choice in the 365-day locale cookie. */
export function LocaleSwitcher() {
  const t = useTranslations("localeSwitcher");
  const locale = useLocale();
  const router = useRouter();
  const pathname = usePathname();
  const [isPending, startTransition] = useTransition();

  function change(next: Locale) {
    // Keep the query string (read at click time, so static pages need no Suspense boundary).
    const query = window.location.search;
    startTransition(() => router.replace(`${pathname}${query}`, { locale: next }));
  }

  return (
    <label className="inline-flex items-center gap-2 text-sm">
      <span className="sr-only">{t("label")}</span>
      <select
        aria-label={t("label")}
        className="rounded-md border border-gray-300 bg-transparent px-2 py-1 text-sm dark:border-gray-700"
        value={locale}
        disabled={isPending}
        onChange={(event) => change(event.target.value as Locale)}
      >
        {LOCALES.map((value) => (
          <option key={value} value={value}>
            {t(value)}
          </option>
        ))}
      </select>
    </label>
  );
}
