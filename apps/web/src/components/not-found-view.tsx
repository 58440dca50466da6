import NextLink from "next/link";

import type { Locale } from "@teamkit/i18n";
import { localizedPath } from "@teamkit/i18n";

/** "404", the page's heading and a way to the homepage of the visitor's language. */
export function NotFoundView({
  locale,
  title,
  goToHomepage,
}: {
  locale: Locale;
  title: string;
  goToHomepage: string;
}) {
  return (
    <div className="flex flex-col items-center justify-center gap-4 px-4 py-32 text-center">
      <p className="text-7xl font-bold text-primary">404</p>
      <h1 className="text-2xl font-semibold">{title}</h1>
      <NextLink
        href={localizedPath(locale, "/")}
        className="rounded-md bg-primary px-4 py-2 font-medium text-white hover:bg-primary-700"
      >
        {goToHomepage}
      </NextLink>
    </div>
  );
}
