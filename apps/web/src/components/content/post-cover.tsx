import { getImageProps } from "next/image";
import { preload } from "react-dom";

import type { ContentEntry } from "~/content/loader";

/** Covers are 1200×630 (the Open Graph size) SVGs in public/blog, served as they are. */
const COVER_WIDTH = 1200;
const COVER_HEIGHT = 630;

/**
 * A blog post's cover image with its alt text: a plain `<img>` from `getImageProps`, so it ships
 * no client code. The cover that is the page's largest paint (`isPriority`) is preloaded and
 * fetched at high priority.
 */
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
  const { props } = getImageProps({
    src: post.metadata.cover,
    alt: post.metadata.coverAlt,
    width: COVER_WIDTH,
    height: COVER_HEIGHT,
    sizes,
    unoptimized: true,
    loading: isPriority ? "eager" : "lazy",
    fetchPriority: isPriority ? "high" : undefined,
    className: `aspect-[1200/630] w-full rounded-xl object-cover ${className}`,
  });
  if (isPriority) preload(props.src, { as: "image", fetchPriority: "high" });
  // getImageProps is next/image's documented way to a plain <img> (its props carry the alt text).
  // eslint-disable-next-line @next/next/no-img-element
  return <img {...props} />;
}
