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
    <div className="not-found">
      <p>404</p>
      <h1>{title}</h1>
      <NextLink href={localizedPath(locale, "/")} className="btn-cta px-4 py-2">
        {goToHomepage}
      </NextLink>
    </div>
  );
}
