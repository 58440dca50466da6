import { getTranslator } from "@teamkit/i18n";

import { buildRss } from "~/content/feed";
import { listEntries } from "~/content/loader";
import { localeParams, perLocale } from "~/content/routes";
import { absoluteUrl } from "~/content/site";

/**
 * The blog's RSS 2.0 feed per language: /blog/feed.xml and /de/blog/feed.xml, prerendered. The
 * proxy skips paths with a dot, so next.config.ts rewrites the unprefixed English URL here.
 */
export const dynamic = "force-static";
export const dynamicParams = false;
export const generateStaticParams = localeParams;

export const GET = perLocale((locale) => {
  const t = getTranslator(locale);
  const xml = buildRss({
    title: t("blog.feedTitle"),
    description: t("blog.description"),
    siteUrl: absoluteUrl("/blog", locale),
    feedUrl: absoluteUrl("/blog/feed.xml", locale),
    language: locale,
    items: listEntries("blog", locale).map((post) => ({
      title: post.metadata.title,
      url: absoluteUrl(`/blog/${post.slug}`, locale),
      description: post.metadata.description,
      date: post.metadata.date,
      author: post.metadata.author,
    })),
  });
  return new Response(xml, { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } });
});
