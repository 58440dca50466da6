import "server-only";

import type { MDXContent } from "mdx/types";

import type { Locale } from "@teamkit/i18n";

import type { Collection } from "./collections";

type MdxModule = { default: MDXContent };

// One literal `import()` per collection, so the bundler only sees that collection's files.
const importers: Record<Collection, (locale: Locale, slug: string) => Promise<MdxModule>> = {
  blog: (locale, slug) => import(`../../content/blog/${locale}/${slug}.mdx`),
  changelog: (locale, slug) => import(`../../content/changelog/${locale}/${slug}.mdx`),
  docs: (locale, slug) => import(`../../content/docs/${locale}/${slug}.mdx`),
  legal: (locale, slug) => import(`../../content/legal/${locale}/${slug}.mdx`),
};

export async function loadMdx(
  collection: Collection,
  contentLocale: Locale,
  slug: string,
): Promise<MDXContent> {
  return (await importers[collection](contentLocale, slug)).default;
}
