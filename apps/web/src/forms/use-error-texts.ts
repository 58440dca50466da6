"use client";

import { useTranslations } from "next-intl";

import type { ErrorTexts } from "~/components/error-view";

/** The error page's texts in the page's language (every boundary below a translation provider). */
export function useErrorTexts(): ErrorTexts {
  const t = useTranslations();
  return {
    title: t("errors.page.title"),
    text: t("errors.page.text"),
    tryAgain: t("errors.page.tryAgain"),
    goToHomepage: t("common.goToHomepage"),
  };
}
