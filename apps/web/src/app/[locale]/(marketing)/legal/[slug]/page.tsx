import type { Metadata } from "next";

import { setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";

import type { Locale } from "@teamkit/i18n";
import { isLocale } from "@teamkit/i18n";

import { FallbackNote } from "~/components/content/fallback-note";
import { MdxBody } from "~/components/content/mdx-body";
import { getEntry, listEntries } from "~/content/loader";
import { pageMetadata } from "~/content/site";

type Props = { params: Promise<{ locale: Locale; slug: string }> };

/**
 * Every page that exists is prerendered, and no other. The proxy sends an unknown path to this
 * route's 404, "Page Not Found", before it gets here (see proxy.ts for why no page calls
 * `notFound()` for it); the call below only satisfies the types.
 */
export const dynamicParams = false;

export function generateStaticParams({ params }: { params: { locale: string } }) {
  if (!isLocale(params.locale)) return [];
  return listEntries("legal", params.locale).map((entry) => ({ slug: entry.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params;
  const entry = getEntry("legal", locale, slug);
  if (!entry) return {};
  return pageMetadata({
    locale,
    pathname: `/legal/${slug}`,
    title: entry.metadata.title,
    description: entry.metadata.description,
  });
}

/** A legal page (privacy policy, terms, imprint) from content/legal. */
export default async function LegalPage({ params }: Props) {
  const { locale, slug } = await params;
  setRequestLocale(locale);
  const entry = getEntry("legal", locale, slug);
  if (!entry) notFound();
  return (
    <article className="mx-auto max-w-3xl px-4 py-16 sm:py-20">
      {entry.isFallback ? <FallbackNote /> : null}
      <h1
        lang={entry.isFallback ? entry.contentLocale : undefined}
        className="text-4xl font-bold tracking-tight text-balance"
      >
        {entry.metadata.title}
      </h1>
      <MdxBody
        collection="legal"
        contentLocale={entry.contentLocale}
        slug={entry.slug}
        className="mt-8"
      />
    </article>
  );
}
