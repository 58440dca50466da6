import type { Locale } from "@teamkit/i18n";

/** `path` has no locale prefix (the Link adds it). */
export interface SearchIndexPage {
  path: string;
  title: string;
  headings: string[];
  excerpt: string;
}

export interface SearchIndex {
  locale: Locale;
  pages: SearchIndexPage[];
}

/** Pages that match every word of the query; title hits first. */
export function searchPages(pages: SearchIndexPage[], query: string, limit = 8): SearchIndexPage[] {
  const words = normalize(query).split(" ").filter(Boolean);
  if (words.length === 0) return [];
  return pages
    .map((page) => {
      const title = normalize(page.title);
      const body = normalize(`${page.title} ${page.headings.join(" ")} ${page.excerpt}`);
      if (!words.every((word) => body.includes(word))) return null;
      const score = words.filter((word) => title.includes(word)).length;
      return { page, score };
    })
    .filter((hit) => hit !== null)
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map((hit) => hit.page);
}

function normalize(text: string): string {
  return text.toLocaleLowerCase().replace(/\s+/g, " ").trim();
}
