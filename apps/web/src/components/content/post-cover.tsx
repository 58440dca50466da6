import Image from "next/image";

import type { ContentEntry } from "~/lib/content/loader";

/** Covers are 1200×630 (the Open Graph size) SVGs in public/blog, served as they are. */
const COVER_WIDTH = 1200;
const COVER_HEIGHT = 630;

/** A blog post's cover image with its alt text. */
export function PostCover({
  post,
  isPriority = false,
  sizes,
  className = "",
}: {
  post: ContentEntry<"blog">;
  isPriority?: boolean;
  sizes: string;
  className?: string;
}) {
  return (
    <Image
      src={post.metadata.cover}
      alt={post.metadata.coverAlt}
      width={COVER_WIDTH}
      height={COVER_HEIGHT}
      sizes={sizes}
      preload={isPriority}
      unoptimized
      className={`aspect-[1200/630] w-full rounded-xl object-cover ${className}`}
    />
  );
}
