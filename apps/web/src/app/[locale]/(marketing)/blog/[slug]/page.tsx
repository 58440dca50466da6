import type { Metadata } from "next";

import { getTranslations, setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";

import type { Locale } from "@teamkit/i18n";
import { isLocale } from "@teamkit/i18n";

import { FallbackNote } from "~/components/content/fallback-note";
import { MdxBody } from "~/components/content/mdx-body";
import { PostCover } from "~/components/content/post-cover";
import { PostMeta } from "~/components/content/post-meta";
import { getEntry, listEntries } from "~/content/loader";
import { pageMetadata } from "~/content/site";
import { ServerLink } from "~/i18n/server-link";

type Props = { params: Promise<{ locale: Locale; slug: string }> };

/**
 * Every page that exists is prerendered, and no other. The proxy sends an unknown path to this
 * route's 404, "Page Not Found", before it gets here (see proxy.ts for why no page calls
 * `notFound()` for it); the call below only satisfies the types.
 */
export const dynamicParams = false;

export function generateStaticParams({ params }: { params: { locale: string } }) {
  if (!isLocale(params.locale)) return [];
  return listEntries("blog", params.locale).map((post) => ({ slug: post.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params;
  const post = getEntry("blog", locale, slug);
  if (!post) return {};
  return pageMetadata({
    locale,
    pathname: `/blog/${slug}`,
    title: post.metadata.title,
    description: post.metadata.description,
    type: "article",
    publishedTime: post.metadata.date,
    authors: [post.metadata.author],
  });
}

/** One blog post: title, date, author, reading time, cover and the MDX body. */
export default async function BlogPostPage({ params }: Props) {
  const { locale, slug } = await params;
  setRequestLocale(locale);
  const post = getEntry("blog", locale, slug);
  if (!post) notFound();
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
      <MdxBody
        collection="blog"
        contentLocale={post.contentLocale}
        slug={post.slug}
        className="mt-10"
      />
    </article>
  );
}
