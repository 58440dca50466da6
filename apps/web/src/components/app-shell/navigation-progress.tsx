"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { useEffect } from "react";

import { LoadingBar } from "@teamkit/ui/loading-bar";
import { loadingBar } from "@teamkit/ui/loading-bar-state";

/** Whether a click on this anchor starts a client-side navigation to another page of the app. */
function isAppNavigation(event: MouseEvent, anchor: HTMLAnchorElement): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  if (anchor.target && anchor.target !== "_self") return false;
  if (anchor.hasAttribute("download")) return false;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return false;
  return url.pathname !== window.location.pathname || url.search !== window.location.search;
}

/** In-app link clicks and back/forward start the loading bar; the new route finishes it. */
export function NavigationProgress() {
  const pathname = usePathname();
  const searchParams = useSearchParams();

  useEffect(() => {
    loadingBar.finish();
  }, [pathname, searchParams]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.("a");
      if (anchor instanceof HTMLAnchorElement && isAppNavigation(event, anchor)) loadingBar.start();
    };
    const onPopState = () => loadingBar.start();
    document.addEventListener("click", onClick);
    window.addEventListener("popstate", onPopState);
    return () => {
      document.removeEventListener("click", onClick);
      window.removeEventListener("popstate", onPopState);
    };
  }, []);

  return <LoadingBar />;
}
