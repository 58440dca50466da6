"use client";

import type { Locale } from "next-intl";
import type { ComponentProps } from "react";

import { useLocale } from "next-intl";
import { useEffect, useRef } from "react";

import { getPathname, Link } from "~/i18n/navigation";

import type { PrefetchQueue } from "./prefetch-queue";
import { createPrefetchQueue } from "./prefetch-queue";

type LinkProps = ComponentProps<typeof Link>;

// Like Next's own Link: preloading in development would compile every visible route.
const IS_PRELOAD_ENABLED = process.env.NODE_ENV === "production";

/**
 * Preloads a route as Next's router does (`RSC: 1`, `Next-Router-Prefetch: 1`), reading the body
 * to its end: unlike `router.prefetch()` this tells the queue when it is done. It warms the server,
 * not the client router cache, so the click still makes one (fast) request.
 */
async function fetchRoutePayload(url: string): Promise<void> {
  const response = await fetch(url, {
    headers: { RSC: "1", "Next-Router-Prefetch": "1" },
    priority: "low",
  });
  // The request is over, and its slot free, only once the body has arrived.
  await response.arrayBuffer();
}

let queue: PrefetchQueue | undefined;

/** One queue per page load, made on first use (so never on the server). */
function preloadQueue(): PrefetchQueue {
  queue ??= createPrefetchQueue({ prefetch: fetchRoutePayload });
  return queue;
}

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
export function QueuedLink({
  href,
  locale,
  onMouseEnter,
  onFocus,
  onTouchStart,
  ...props
}: Omit<LinkProps, "prefetch" | "ref">) {
  const currentLocale = useLocale();
  const url = IS_PRELOAD_ENABLED ? routeUrl(href, locale ?? currentLocale, locale != null) : null;
  const anchor = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    const element = anchor.current;
    if (url === null || element === null || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        preloadQueue().enqueue(url);
      },
      // Next's Link uses the same margin: start a little before the link scrolls into view.
      { rootMargin: "200px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [url]);

  function preloadNow() {
    if (url !== null) preloadQueue().enqueue(url, { isUrgent: true });
  }

  return (
    <Link
      {...props}
      ref={anchor}
      href={href}
      locale={locale}
      prefetch={false}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        preloadNow();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        preloadNow();
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event);
        preloadNow();
      }}
    />
  );
}
