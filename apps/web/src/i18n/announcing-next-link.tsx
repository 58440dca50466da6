"use client";

import type { ComponentProps } from "react";

import NextLink from "next/link";

import {
  IS_PRELOAD_ENABLED,
  preloadingHandlers,
  useQueuedPreload,
} from "~/components/use-queued-preload";

import { useNavigationStart } from "./navigation-start";

type Props = ComponentProps<typeof NextLink> & {
  /** Preload through the page-wide queue (4 at a time) instead of Next's own prefetching. */
  queued?: boolean;
};

/** A same-site path to preload, without its fragment; null for anything else. */
function preloadUrl(href: Props["href"]): string | null {
  if (typeof href !== "string" || !href.startsWith("/") || href.startsWith("//")) return null;
  return href.split("#")[0] ?? href;
}

/** Next's Link, as `ServerLink` renders it, announcing the navigations it starts. */
export function AnnouncingNextLink({ queued = false, ...props }: Props) {
  const navigation = useNavigationStart(props);
  const { ref, preloadNow } = useQueuedPreload(
    queued && IS_PRELOAD_ENABLED ? preloadUrl(props.href) : null,
  );
  if (!queued) return <NextLink {...props} {...navigation} />;
  return (
    <NextLink
      {...props}
      {...navigation}
      {...preloadingHandlers(props, preloadNow)}
      ref={ref}
      prefetch={false}
    />
  );
}
