"use client";

import { useLocale } from "next-intl";
import { useTransition } from "react";

import type { Locale } from "@teamkit/i18n";

import { usePathname, useRouter } from "~/i18n/navigation";

/**
 * Switches the page's language in place; next-intl's router stores the choice in the 365-day
 * locale cookie. The query string is read at switch time, so static pages need no Suspense.
 */
export function useSwitchLocale() {
  const locale = useLocale();
  const router = useRouter();
  const pathname = usePathname();
  const [isPending, startTransition] = useTransition();
  const switchLocale = (next: Locale) => {
    if (next === locale) return;
    const query = window.location.search;
    startTransition(() => router.replace(`${pathname}${query}`, { locale: next }));
  };
  return { locale, switchLocale, isPending };
}
