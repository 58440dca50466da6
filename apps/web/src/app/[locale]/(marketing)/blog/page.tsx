import type { Metadata } from "next";

import { getTranslations, setRequestLocale } from "next-intl/server";

import type { Locale } from "@teamkit/i18n";
import { localizedPath } from "@teamkit/i18n";

import { PostCover } from "~/components/content/post-cover";
import { PostMeta } from "~/components/content/post-meta";
import { MarketingHeader } from "~/components/marketing/marketing-header";
import { listEntries } from "~/content/loader";
import { absoluteUrl, pageMetadata } from "~/content/site";
import { ServerLink } from "~/i18n/server-link";

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "blog" });
  const metadata = pageMetadata({
    locale,
    pathname: "/blog",
    title: t("title"),
    description: t("description"),
  });
  // <link rel="alternate" type="application/rss+xml">: feed readers find the feed from the page.
  return {
    ...metadata,
    alternates: {
      ...metadata.alternates,
      types: { "application/rss+xml": absoluteUrl("/blog/feed.xml", locale) },
    },
  };
}

/** The blog index: every post, newest first. Static in both languages. */
export default async function BlogIndexPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("blog");
  const posts = listEntries("blog", locale);
  return (
    <div className="mx-auto max-w-5xl px-4 py-16 sm:py-20">
      <MarketingHeader className="max-w-2xl" title={t("title")} description={t("description")}>
        <p className="mt-4 text-sm">
          {/* A plain <a>: the feed is XML, not a page to navigate to client-side. */}
          <a
            href={localizedPath(locale, "/blog/feed.xml")}
            className="font-medium text-primary-700 hover:underline dark:text-primary-100"
          >
            {t("feed")}
          </a>
        </p>
      </MarketingHeader>
      {posts.length === 0 ? (
        <p className="mt-12 text-gray-600 dark:text-gray-400">{t("empty")}</p>
      ) : (
        <ul className="mt-12 grid gap-x-8 gap-y-14 md:grid-cols-2">
          {posts.map((post, index) => (
            <li key={post.slug}>
              <article
                className="group relative flex h-full flex-col"
                lang={post.isFallback ? post.contentLocale : undefined}
              >
                <PostCover
                  post={post}
                  isPriority={index < 2}
                  sizes="(min-width: 768px) 480px, 100vw"
                  className="ring-1 ring-gray-200 transition group-hover:opacity-90 dark:ring-gray-800"
                />
                <h2 className="mt-5 text-xl font-semibold tracking-tight text-balance">
                  <ServerLink
                    href={`/blog/${post.slug}`}
                    className="after:absolute after:inset-0 group-hover:text-primary-700 dark:group-hover:text-primary-100"
                  >
                    {post.metadata.title}
                  </ServerLink>
                </h2>
                <PostMeta post={post} className="mt-2" />
                <p className="muted mt-3">{post.metadata.description}</p>
              </article>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
