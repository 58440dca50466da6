"use client";

import { useTranslations } from "next-intl";
import { useEffect } from "react";

import { Button } from "@teamkit/ui/button";
import { loadingBar } from "@teamkit/ui/loading-bar-state";

import { isChunkLoadError } from "~/lib/reload-guard";

/** An app page failed: the loading bar turns the error colour and the user can try again. */
export default function AppError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const t = useTranslations("shell");
  useEffect(() => {
    loadingBar.error();
    console.error(error);
    // Boundaries swallow errors; hand chunk-load failures on to the build watcher (reload guard).
    if (isChunkLoadError(error))
      window.dispatchEvent(new ErrorEvent("error", { error, message: error.message }));
  }, [error]);
  return (
    <section role="alert" className="mx-auto max-w-lg py-16 text-center">
      <h1 className="text-2xl font-semibold">{t("somethingWentWrong")}</h1>
      <p className="mt-3 text-gray-600 dark:text-gray-300">{t("errorText")}</p>
      <Button variant="primary" className="mt-6" onClick={reset}>
        {t("tryAgain")}
      </Button>
    </section>
  );
}
