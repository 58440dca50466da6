import { isLocale, LOCALES } from "@teamkit/i18n";

import { buildSearchIndex } from "~/content/search-index";

/**
 * The docs search index per language (/docs/search-index.json, /de/docs/search-index.json),
 * prerendered at build time and loaded by the search box on focus. The proxy skips paths with a
 * dot, so next.config.ts rewrites the unprefixed English URL here.
 */
export const dynamic = "force-static";
export const dynamicParams = false;

export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) return new Response(null, { status: 404 });
  return Response.json(buildSearchIndex(locale));
}
