"use client";

import { useEffect } from "react";

import { Button } from "@teamkit/ui/button";
import { useRestoredColorMode } from "@teamkit/ui/color-mode";

import { isChunkLoadError } from "./reload-guard";

/** What Next hands an error boundary (`error.tsx`). */
export interface ErrorBoundaryProps {
  error: Error & { digest?: string };
  reset: () => void;
}

export interface ErrorTexts {
  title: string;
  text: string;
  tryAgain: string;
  goToHomepage: string;
}

/**
 * What every error boundary shows. Bots never see it (Next keeps the server's HTML for them); a
 * chunk-load error goes to the reload guard; the color mode is applied again, as a document
 * rendered anew after a server error has lost it.
 */
export function ErrorView({
  error,
  reset,
  texts,
  homeHref = "/",
  onError,
}: ErrorBoundaryProps & {
  texts: ErrorTexts;
  homeHref?: string;
  onError?: () => void;
}) {
  useEffect(() => {
    console.error("page error", { digest: error.digest }, error);
    onError?.();
    // Boundaries swallow errors; hand chunk-load failures on to the build watcher.
    if (isChunkLoadError(error))
      window.dispatchEvent(new ErrorEvent("error", { error, message: error.message }));
  }, [error, onError]);
  useRestoredColorMode();
  return (
    <section role="alert" className="mx-auto max-w-lg px-4 py-16 text-center">
      <h1 className="text-2xl font-semibold">{texts.title}</h1>
      <p className="mt-3 text-gray-600 dark:text-gray-300">{texts.text}</p>
      <div className="mt-6 flex flex-wrap items-center justify-center gap-3">
        <Button variant="primary" onClick={reset}>
          {texts.tryAgain}
        </Button>
        {/* A plain link: a full load gets a fresh page even when the client is what broke. */}
        <a
          href={homeHref}
          className="rounded-md px-4 py-2 font-medium text-primary-700 hover:underline dark:text-primary-100"
        >
          {texts.goToHomepage}
        </a>
      </div>
    </section>
  );
}
