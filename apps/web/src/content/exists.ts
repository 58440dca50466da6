import { existsSync, statSync } from "node:fs";
import path from "node:path";

import type { Locale } from "@teamkit/i18n";

import type { Collection } from "./collections";
import { CONTENT_ROOT, FALLBACK_LOCALE, SLUG_SEGMENT } from "./collections";

/** Kebab-case segments only, so a URL can never name a file outside content/. */
export function isValidSlug(slug: string): boolean {
  return slug.split("/").every((segment) => SLUG_SEGMENT.test(segment));
}

/**
 * The locale whose file a page is shown from (its own, else English), or null. Only checks that
 * the file exists: the proxy asks on every content URL.
 */
export function entryLocale(
  collection: Collection,
  locale: Locale,
  slug: string,
  { root = CONTENT_ROOT }: { root?: string } = {},
): Locale | null {
  if (!isValidSlug(slug)) return null;
  for (const contentLocale of [locale, FALLBACK_LOCALE]) {
    const file = path.join(
      /*turbopackIgnore: true*/ root,
      collection,
      contentLocale,
      `${slug}.mdx`,
    );
    if (existsSync(file)) return contentLocale;
  }
  return null;
}

/** Whether `slug` names a folder of docs pages (in `locale` or English): it leads to its first page. */
export function isDocsFolder(
  locale: Locale,
  slug: string,
  { root = CONTENT_ROOT }: { root?: string } = {},
): boolean {
  if (!isValidSlug(slug)) return false;
  return [locale, FALLBACK_LOCALE].some(
    (contentLocale) =>
      statSync(path.join(/*turbopackIgnore: true*/ root, "docs", contentLocale, slug), {
        throwIfNoEntry: false,
      })?.isDirectory() ?? false,
  );
}
