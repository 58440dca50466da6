import { getTranslations, setRequestLocale } from "next-intl/server";

import type { EntryPageProps } from "~/content/routes";
import { FallbackNote } from "~/components/content/fallback-note";
import { MdxBody } from "~/components/content/mdx-body";
import { PostCover } from "~/components/content/post-cover";
import { PostMeta } from "~/components/content/post-meta";
import { entryPageMetadata, entrySlugParams, requireEntry } from "~/content/routes";
import { ServerLink } from "~/i18n/server-link";

// Only existing pages are prerendered; the proxy answers other slugs with this route's 404.
export const dynamicParams = false;

export const generateStaticParams = entrySlugParams("blog");

export const generateMetadata = entryPageMetadata("blog", (post) => ({
  type: "article",
  publishedTime: post.metadata.date,
  authors: [post.metadata.author],
}));

/** One blog post: title, date, author, reading time, cover and the MDX body. */
export default async function BlogPostPage({ params }: EntryPageProps) {
  const { locale, slug } = await params;
  setRequestLocale(locale);
  const post = requireEntry("blog", locale, slug);
  const t = await getTranslations("blog");
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <p className="text-sm">
        <ServerLink
          href="/blog"
          className="font-medium text-primary-700 hover:underline dark:text-primary-100"
        >
          <span aria-hidden>← </span>
          {t("allPosts")}
        </ServerLink>
      </p>
      {post.isFallback ? (
        <div className="mt-6">
          <FallbackNote />
        </div>
      ) : null}
      <header className="mt-6" lang={post.isFallback ? post.contentLocale : undefined}>
        <h1 className="text-3xl leading-tight font-bold tracking-tight text-balance sm:text-5xl">
          {post.metadata.title}
        </h1>
        <p className="muted mt-4 text-lg text-pretty">{post.metadata.description}</p>
        <PostMeta post={post} className="mt-4" />
      </header>
      <PostCover
        post={post}
        isPriority
        sizes="(min-width: 768px) 768px, 100vw"
        className="mt-8 ring-1 ring-gray-200 dark:ring-gray-800"
      />
      <MdxBody entry={post} className="mt-10" />
    </article>
  );
}
