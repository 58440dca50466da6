import { setRequestLocale } from "next-intl/server";

import type { Locale } from "@teamkit/i18n";

import { permanentRedirect } from "~/i18n/navigation";

/**
 * The docs have no index page of their own: /docs opens the first guide, permanently (308), so
 * search engines index the guide under its own URL and links to /docs pass on to it.
 */
export default async function DocsIndexPage({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  permanentRedirect({ href: "/docs/getting-started", locale });
}
