"use client";

import type { Locale } from "next-intl";
import type { ComponentProps } from "react";

import { useLocale } from "next-intl";

import { getPathname, Link } from "~/i18n/navigation";

import { IS_PRELOAD_ENABLED, preloadingHandlers, useQueuedPreload } from "./use-queued-preload";

type LinkProps = ComponentProps<typeof Link>;

/** Null where Next would not prefetch either; the fragment is dropped (`/docs#a` = `/docs#b`). */
function routeUrl(href: LinkProps["href"], locale: Locale, isLocaleSwitch: boolean): string | null {
  const pathname = typeof href === "string" ? href : href.pathname;
  if (!pathname?.startsWith("/") || pathname.startsWith("//")) return null;
  if (typeof href === "object" && (href.host != null || href.hostname != null)) return null;
  const localized = getPathname({
    href:
      typeof href === "string"
        ? href
        : {
            pathname,
            query: typeof href.query === "object" ? (href.query ?? undefined) : undefined,
          },
    locale,
    // As next-intl's Link does: an explicit locale always gets its prefix.
    forcePrefix: isLocaleSwitch || undefined,
  });
  return localized.split("#")[0] ?? localized;
}

/** next-intl's Link preloading through one page-wide queue (4 at a time): near the viewport, and first on hover, focus or touch. */
export function QueuedLink({ href, locale, ...props }: Omit<LinkProps, "prefetch" | "ref">) {
  const currentLocale = useLocale();
  const url = IS_PRELOAD_ENABLED ? routeUrl(href, locale ?? currentLocale, locale != null) : null;
  const { ref, preloadNow } = useQueuedPreload(url);
  return (
    <Link
      {...props}
      {...preloadingHandlers(props, preloadNow)}
      ref={ref}
      href={href}
      locale={locale}
      prefetch={false}
    />
  );
}
