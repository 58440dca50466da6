"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { useEffect } from "react";

import { LoadingBar } from "@teamkit/ui/loading-bar";
import { loadingBar } from "@teamkit/ui/loading-bar-state";

import { NAVIGATION_START_EVENT } from "~/i18n/navigation-start";

/** Whether `href` is another page of the app than the one shown (a fragment alone is not). */
function isOtherPage(href: string): boolean {
  const url = new URL(href, window.location.href);
  if (url.origin !== window.location.origin) return false;
  return url.pathname !== window.location.pathname || url.search !== window.location.search;
}

/** In-app link navigations and back/forward start the loading bar; the new route finishes it. */
export function NavigationProgress() {
  const pathname = usePathname();
  const searchParams = useSearchParams();

  useEffect(() => {
    loadingBar.finish();
  }, [pathname, searchParams]);

  useEffect(() => {
    const onNavigationStart = (event: Event) => {
      const href = (event as CustomEvent<string>).detail;
      if (href && isOtherPage(href)) loadingBar.start();
    };
    const onPopState = () => loadingBar.start();
    window.addEventListener(NAVIGATION_START_EVENT, onNavigationStart);
    window.addEventListener("popstate", onPopState);
    return () => {
      window.removeEventListener(NAVIGATION_START_EVENT, onNavigationStart);
      window.removeEventListener("popstate", onPopState);
    };
  }, []);

  return <LoadingBar />;
}
