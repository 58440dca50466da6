import type { MDXComponents } from "mdx/types";

import { ContentLink } from "~/components/content/content-link";

/** Components every MDX file renders with (required by @next/mdx in the App Router). */
export function useMDXComponents(components: MDXComponents): MDXComponents {
  return {
    a: ContentLink,
    // Code blocks and tables scroll sideways when too wide: focusable, so the keyboard can scroll them.
    pre: (props) => <pre tabIndex={0} {...props} />,
    table: (props) => <table tabIndex={0} {...props} />,
    ...components,
  };
}
