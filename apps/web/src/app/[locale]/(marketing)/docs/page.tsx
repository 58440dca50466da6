import { setRequestLocale } from "next-intl/server";

import type { Locale } from "@teamkit/i18n";

import { redirect } from "~/i18n/navigation";

/** The docs have no index page of their own: /docs opens the first guide. */
export default async function DocsIndexPage({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  redirect({ href: "/docs/getting-started", locale });
}
