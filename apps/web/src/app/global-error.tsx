"use client";

import "./globals.css";

import { FATAL_ERROR_TEXTS, localizedPath } from "@teamkit/i18n";

import type { ErrorBoundaryProps } from "~/components/error-view";
import { BareDocument } from "~/components/bare-document";
import { ErrorView } from "~/components/error-view";

/** The locale layout failed: no translation provider, so the language comes from the path. */
export default function GlobalError({ error, reset }: ErrorBoundaryProps) {
  const locale =
    typeof window !== "undefined" && /^\/de(?:\/|$)/.test(window.location.pathname) ? "de" : "en";
  return (
    <BareDocument lang={locale} bodyClassName="flex min-h-dvh items-center justify-center">
      <ErrorView
        error={error}
        reset={reset}
        texts={FATAL_ERROR_TEXTS[locale]}
        homeHref={localizedPath(locale, "/")}
      />
    </BareDocument>
  );
}
