"use client";

import { ErrorView } from "~/components/error-view";
import { useErrorTexts } from "~/components/use-error-texts";

/** A public, auth or utility page failed: the error page inside the document, in its language. */
export default function LocaleError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center">
      <ErrorView error={error} reset={reset} texts={useErrorTexts()} />
    </main>
  );
}
