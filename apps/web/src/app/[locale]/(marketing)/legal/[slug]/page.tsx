import { setRequestLocale } from "next-intl/server";

import type { EntryPageProps } from "~/content/routes";
import { TitledEntry } from "~/components/content/titled-entry";
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
      <TitledEntry
        entry={entry}
        heading="h1"
        headingClassName="text-2xl font-bold tracking-tight text-balance sm:text-4xl"
        bodyClassName="mt-8"
      />
    </article>
  );
}
