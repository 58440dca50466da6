import type { Locale } from "@teamkit/i18n";

import type { LoaderOptions } from "./loader";
import type { SearchIndex } from "./search";
import { listEntries } from "./loader";
import { excerpt, tableOfContents } from "./markdown";

/** The docs search index of one locale: titles, h2/h3 headings and a short text excerpt. */
export function buildSearchIndex(locale: Locale, options: LoaderOptions = {}): SearchIndex {
  return {
    locale,
    pages: listEntries("docs", locale, options).map((entry) => ({
      path: `/docs/${entry.slug}`,
      title: entry.metadata.title,
      headings: tableOfContents(entry.tree).map((h) => h.text),
      excerpt: excerpt(entry.tree, 280),
    })),
  };
}
