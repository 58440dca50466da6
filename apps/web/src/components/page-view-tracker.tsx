"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";

import { track } from "~/analytics";

/** Records a page view on every route change. */
export function PageViewTracker() {
  const pathname = usePathname();
  useEffect(() => {
    track({ name: "page_view", path: pathname });
  }, [pathname]);
  return null;
}
