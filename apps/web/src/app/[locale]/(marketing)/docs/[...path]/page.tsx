import type { Metadata } from "next";

import { NextIntlClientProvider } from "next-intl";
import { getTranslations, setRequestLocale } from "next-intl/server";

import type { Locale } from "@teamkit/i18n";
import { localizedPath } from "@teamkit/i18n";

import { DocsPager } from "~/components/content/docs-pager";
import { DocsSearch } from "~/components/content/docs-search";
import { DocsSidebar } from "~/components/content/docs-sidebar";
import { DocsToc } from "~/components/content/docs-toc";
import { FallbackNote } from "~/components/content/fallback-note";
import { MdxBody } from "~/components/content/mdx-body";
import { buildDocsTree, docsFolderStarts, docsNeighbours } from "~/content/docs-tree";
import { listEntries } from "~/content/loader";
import { tableOfContents } from "~/content/markdown";
import { entryMetadata, entrySlugs, requireEntry } from "~/content/routes";
import { clientMessages } from "~/i18n/client-messages";
import { permanentRedirect } from "~/i18n/navigation";

type Props = { params: Promise<{ locale: Locale; path: string[] }> };

// Only existing pages are prerendered; the proxy answers other slugs with this route's 404.
export const dynamicParams = false;

/** Every page, and every folder (which leads to its first page). */
export function generateStaticParams({ params }: { params: { locale: string } }) {
  const slugs = entrySlugs("docs", params.locale);
  const folders = docsFolderStarts(slugs.map((slug) => ({ slug }))).keys();
  return [...slugs, ...folders].map((slug) => ({ path: slug.split("/") }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, path } = await params;
  return entryMetadata("docs", locale, path.join("/"));
}

/** One docs page with the sidebar and search, its table of contents and previous/next links. */
export default async function DocsPage({ params }: Props) {
  const { locale, path } = await params;
  setRequestLocale(locale);
  const slug = path.join("/");
  const all = listEntries("docs", locale);
  const folderStart = docsFolderStarts(all).get(slug);
  if (folderStart) permanentRedirect({ href: `/docs/${folderStart}`, locale });
  const entry = requireEntry("docs", locale, slug);
  const pages = all.map((e) => ({ slug: e.slug, title: e.metadata.title }));
  const { previous, next } = docsNeighbours(pages, slug);
  const tree = buildDocsTree(all);
  const t = await getTranslations("docs");

  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-10 xl:grid-cols-[15rem_minmax(0,1fr)_13rem]">
      <aside className="lg:sticky lg:top-20 lg:max-h-[calc(100dvh-6rem)] lg:self-start lg:overflow-y-auto lg:pb-8">
        <NextIntlClientProvider messages={clientMessages(locale, "docsSearch")}>
          <DocsSearch indexUrl={localizedPath(locale, "/docs/search-index.json")} />
        </NextIntlClientProvider>
        {/*
         * One navigation for every screen (docs.css): small screens fold it away (the pager and
         * search still lead on); from lg up the disclosure's box goes and its content always shows.
         */}
        <details className="docs-nav">
          <summary>{t("navigation")}</summary>
          <DocsSidebar tree={tree} currentSlug={slug} />
        </details>
      </aside>

      <article className="min-w-0">
        {entry.isFallback ? <FallbackNote /> : null}
        <header lang={entry.isFallback ? entry.contentLocale : undefined}>
          <h1 className="text-2xl font-bold tracking-tight text-balance sm:text-4xl">
            {entry.metadata.title}
          </h1>
          <p className="muted mt-3 text-lg text-pretty">{entry.metadata.description}</p>
        </header>
        <MdxBody entry={entry} className="mt-8" />
        <DocsPager previous={previous} next={next} />
      </article>

      <aside className="hidden xl:sticky xl:top-20 xl:block xl:max-h-[calc(100dvh-6rem)] xl:self-start xl:overflow-y-auto">
        <DocsToc headings={tableOfContents(entry.tree)} />
      </aside>
    </div>
  );
}
