"use client";

import { Link, usePathname } from "~/i18n/navigation";

/** Links to pages as list items; the one showing is marked (`aria-current="page"`). */
export function PageLinkItems({
  links,
  className,
}: {
  links: { href: string; label: string }[];
  className: string;
}) {
  const pathname = usePathname();
  return links.map((link) => (
    <li key={link.href}>
      <Link
        href={link.href}
        aria-current={pathname === link.href ? "page" : undefined}
        className={className}
      >
        {link.label}
      </Link>
    </li>
  ));
}
