import { getTranslations } from "next-intl/server";

import type { ContentEntry } from "~/content/loader";

import { ContentDate } from "./content-date";

/** Date · author (no "By": "Von Das …" reads badly) · reading time of a blog post. */
export async function PostMeta({
  post,
  className = "",
}: {
  post: ContentEntry<"blog">;
  className?: string;
}) {
  const t = await getTranslations("blog");
  return (
    <p
      className={`flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-gray-600 dark:text-gray-400 ${className}`}
    >
      <ContentDate date={post.metadata.date} />
      <span aria-hidden>·</span>
      <span>{post.metadata.author}</span>
      <span aria-hidden>·</span>
      <span>{t("readingTime", { minutes: post.readingMinutes })}</span>
    </p>
  );
}
