import type { Locale } from "@teamkit/i18n";

import type { Collection } from "~/content/collections";
import { loadMdx } from "~/content/mdx";

/**
 * The rendered MDX of one content file in prose style. Its `# Title` is left out: the page renders
 * the title from the metadata in its own header (with date, author, cover), so it is not doubled.
 * `lang` marks English text shown on a German page.
 */
export async function MdxBody({
  collection,
  contentLocale,
  slug,
  className = "",
}: {
  collection: Collection;
  contentLocale: Locale;
  slug: string;
  className?: string;
}) {
  const Content = await loadMdx(collection, contentLocale, slug);
  return (
    <div className={`prose ${className}`} lang={contentLocale}>
      <Content components={{ h1: () => null }} />
    </div>
  );
}
