import type { MDXComponents } from "mdx/types";

import { ContentLink } from "~/components/content/content-link";

/** Components every MDX file renders with (required by @next/mdx in the App Router). */
export function useMDXComponents(components: MDXComponents): MDXComponents {
  return { a: ContentLink, ...components };
}
