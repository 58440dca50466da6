"use client";

import { useLocale, useTranslations } from "next-intl";

import { localizedPath } from "@teamkit/i18n";
import { loadingBar } from "@teamkit/ui/loading-bar-state";

import type { ErrorBoundaryProps } from "~/components/error-view";
import { ErrorView } from "~/components/error-view";
import { useErrorTexts } from "~/forms/use-error-texts";

const turnLoadingBarRed = () => loadingBar.error();

/** An app page failed: the loading bar turns the error colour; try again, or back to the dashboard. */
export default function AppError({ error, reset }: ErrorBoundaryProps) {
  const t = useTranslations("shell");
  const locale = useLocale();
  return (
    <ErrorView
      error={error}
      reset={reset}
      onError={turnLoadingBarRed}
      homeHref={localizedPath(locale, "/app/dashboard")}
      texts={{ ...useErrorTexts(), goToHomepage: t("dashboard") }}
    />
  );
}
