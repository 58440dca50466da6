"use client";

import { useLocale } from "next-intl";

import { localizedPath } from "@teamkit/i18n";

import type { ErrorBoundaryProps } from "~/components/error-view";
import { ErrorView } from "~/components/error-view";
import { useErrorTexts } from "~/forms/use-error-texts";

export default function LocaleError({ error, reset }: ErrorBoundaryProps) {
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center">
      <ErrorView
        error={error}
        reset={reset}
        texts={useErrorTexts()}
        homeHref={localizedPath(useLocale(), "/")}
      />
    </main>
  );
}
