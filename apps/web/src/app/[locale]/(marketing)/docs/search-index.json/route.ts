import { localeParams, perLocale } from "~/content/routes";
import { buildSearchIndex } from "~/content/search-index";

/**
 * The docs search index per language (/docs/search-index.json, /de/docs/search-index.json),
 * prerendered and loaded by the search box on focus. The proxy skips paths with a dot, so
 * next.config.ts rewrites the unprefixed English URL here.
 */
export const dynamic = "force-static";
export const dynamicParams = false;
export const generateStaticParams = localeParams;

export const GET = perLocale((locale) => Response.json(buildSearchIndex(locale)));
