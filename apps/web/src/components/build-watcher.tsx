"use client";

import { useEffect } from "react";

import { createReloadGuard, isChunkLoadError } from "./reload-guard";

async function fetchBuildId(): Promise<string> {
  const response = await fetch("/api/build", { cache: "no-store" });
  if (!response.ok) throw new Error(`GET /api/build answered ${response.status}`);
  const { buildId } = (await response.json()) as { buildId?: unknown };
  if (typeof buildId !== "string") throw new Error("GET /api/build answered without a buildId");
  return buildId;
}

function subscribeVisible(listener: () => void): () => void {
  const onVisibilityChange = () => {
    if (document.visibilityState === "visible") listener();
  };
  document.addEventListener("visibilitychange", onVisibilityChange);
  return () => document.removeEventListener("visibilitychange", onVisibilityChange);
}

/** Sees errors that reach `window` only: one caught by an error.tsx boundary is handed on by ErrorView. */
export function BuildWatcher() {
  useEffect(() => {
    const guard = createReloadGuard({
      fetchBuildId,
      reload: () => window.location.reload(),
      // Reading the sessionStorage property itself throws when storage is disabled; the guard
      // catches what these throw.
      storage: {
        getItem: (key) => window.sessionStorage.getItem(key),
        setItem: (key, value) => window.sessionStorage.setItem(key, value),
      },
      subscribeVisible,
    });
    const onChunkError = () => void guard.onChunkError(window.location.pathname);
    const onError = (event: ErrorEvent) => {
      if (isChunkLoadError(event.error) || isChunkLoadError(event.message)) onChunkError();
    };
    const onUnhandledRejection = (event: PromiseRejectionEvent) => {
      if (isChunkLoadError(event.reason)) onChunkError();
    };

    guard.start();
    window.addEventListener("error", onError);
    window.addEventListener("unhandledrejection", onUnhandledRejection);
    return () => {
      guard.stop();
      window.removeEventListener("error", onError);
      window.removeEventListener("unhandledrejection", onUnhandledRejection);
    };
  }, []);
  return null;
}
