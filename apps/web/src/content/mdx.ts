import "server-only";

import type { MDXContent } from "mdx/types";

import type { Locale } from "@teamkit/i18n";

import type { Collection } from "./collections";

type MdxModule = { default: MDXContent };

// One literal `import()` per collection, so the bundler only sees that collection's files.
export async function loadMdx(
  collection: Collection,
  contentLocale: Locale,
  slug: string,
): Promise<MDXContent> {
  let mod: MdxModule;
  switch (collection) {
    case "blog":
      mod = (await import(`../../content/blog/${contentLocale}/${slug}.mdx`)) as MdxModule;
      break;
    case "changelog":
      mod = (await import(`../../content/changelog/${contentLocale}/${slug}.mdx`)) as MdxModule;
      break;
    case "docs":
      mod = (await import(`../../content/docs/${contentLocale}/${slug}.mdx`)) as MdxModule;
      break;
    case "legal":
      mod = (await import(`../../content/legal/${contentLocale}/${slug}.mdx`)) as MdxModule;
      break;
  }
  return mod.default;
}
