import { setRequestLocale } from "next-intl/server";

import type { EntryPageProps } from "~/content/routes";
import { FallbackNote } from "~/components/content/fallback-note";
import { MdxBody } from "~/components/content/mdx-body";
import { entryPageMetadata, entrySlugParams, requireEntry } from "~/content/routes";

// Only existing pages are prerendered; the proxy answers other slugs with this route's 404.
export const dynamicParams = false;

export const generateStaticParams = entrySlugParams("legal");

export const generateMetadata = entryPageMetadata("legal");

/** A legal page (privacy policy, terms, imprint) from content/legal. */
export default async function LegalPage({ params }: EntryPageProps) {
  const { locale, slug } = await params;
  setRequestLocale(locale);
  const entry = requireEntry("legal", locale, slug);
  return (
    <article className="mx-auto max-w-3xl px-4 py-16 sm:py-20">
      {entry.isFallback ? <FallbackNote /> : null}
      <h1
        lang={entry.isFallback ? entry.contentLocale : undefined}
        className="text-4xl font-bold tracking-tight text-balance"
      >
        {entry.metadata.title}
      </h1>
      <MdxBody entry={entry} className="mt-8" />
    </article>
  );
}
