import { getImageProps } from "next/image";

import type { ContentEntry } from "~/content/loader";

const COVER_WIDTH = 1200;
const COVER_HEIGHT = 630;

/** A plain `<img>` from `getImageProps`, so it ships no client code. */
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
  // No `preload()` besides: React sends it as a hint in the page's payload too, and a page that
  // prefetched this one (any link to the blog) would preload a cover it never shows. The `<img>` is
  // in the first HTML with a high fetch priority, where the browser's preload scanner finds it.
  // getImageProps is next/image's documented way to a plain <img> (its props carry the alt text).
  // eslint-disable-next-line @next/next/no-img-element
  return <img {...props} />;
}
