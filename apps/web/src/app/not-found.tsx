import NextLink from "next/link";

import { getMessages } from "@teamkit/i18n";

/** Requests outside any locale (rare: the proxy adds one). English, as the default locale. */
export default function GlobalNotFound() {
  const messages = getMessages("en");
  return (
    <html lang="en">
      <body className="flex min-h-dvh flex-col items-center justify-center gap-4 text-center">
        <p className="text-7xl font-bold">404</p>
        <h1 className="text-2xl font-semibold">{messages.errors.notFound}</h1>
        <NextLink href="/">{messages.common.goToHomepage}</NextLink>
      </body>
    </html>
  );
}
