import type { Metadata } from "next";

import { setRequestLocale } from "next-intl/server";

import type { Locale } from "@teamkit/i18n";

import { FallbackNote } from "~/components/content/fallback-note";
import { MdxBody } from "~/components/content/mdx-body";
import { entryMetadata, entrySlugs, requireEntry } from "~/content/routes";

type Props = { params: Promise<{ locale: Locale; slug: string }> };

// Only existing pages are prerendered; the proxy answers other slugs with this route's 404.
export const dynamicParams = false;

export function generateStaticParams({ params }: { params: { locale: string } }) {
  return entrySlugs("legal", params.locale).map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params;
  return entryMetadata("legal", locale, slug);
}

/** A legal page (privacy policy, terms, imprint) from content/legal. */
export default async function LegalPage({ params }: Props) {
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
