import type { ComponentProps } from "react";

import { Link } from "~/i18n/navigation";

/** Site paths stay in the reader's language through the locale-aware Link. */
export function ContentLink({ href = "", children, ...props }: ComponentProps<"a">) {
  if (href.startsWith("/") && !href.startsWith("//")) {
    return (
      <Link href={href} {...props}>
        {children}
      </Link>
    );
  }
  const isExternal = /^https?:\/\//.test(href);
  return (
    <a href={href} {...(isExternal ? { rel: "noopener noreferrer" } : {})} {...props}>
      {children}
    </a>
  );
}
