"use client";

import type { FocusEventHandler, MouseEventHandler, TouchEventHandler } from "react";

import { useEffect, useRef } from "react";

import type { PrefetchQueue } from "./prefetch-queue";
import { createPrefetchQueue } from "./prefetch-queue";

// Like Next's own Link: preloading in development would compile every visible route.
export const IS_PRELOAD_ENABLED = process.env.NODE_ENV === "production";

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

/**
 * Preloads `url` (a localized path, or null for none) through the page-wide queue (4 at a time):
 * once its link comes near the viewport, and first on hover, focus or touch. Spread `ref` and the
 * handlers onto the link, calling the link's own handlers too.
 */
export function useQueuedPreload(url: string | null) {
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

  return {
    ref: anchor,
    /** The user is about to click: this one before the links that are merely visible. */
    preloadNow: () => {
      if (url !== null) preloadQueue().enqueue(url, { isUrgent: true });
    },
  };
}

interface PreloadEvents {
  onMouseEnter?: MouseEventHandler<HTMLAnchorElement>;
  onFocus?: FocusEventHandler<HTMLAnchorElement>;
  onTouchStart?: TouchEventHandler<HTMLAnchorElement>;
}

/** A link's hover, focus and touch handlers, each also preloading now. */
export function preloadingHandlers(
  own: PreloadEvents,
  preloadNow: () => void,
): Required<PreloadEvents> {
  return {
    onMouseEnter: (event) => {
      own.onMouseEnter?.(event);
      preloadNow();
    },
    onFocus: (event) => {
      own.onFocus?.(event);
      preloadNow();
    },
    onTouchStart: (event) => {
      own.onTouchStart?.(event);
      preloadNow();
    },
  };
}
