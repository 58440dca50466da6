import type { ComponentProps } from "react";

import { getLocale } from "next-intl/server";
import NextLink from "next/link";

import { getPathname } from "./navigation";

type Props = Omit<ComponentProps<typeof NextLink>, "href" | "locale"> & {
  href: Parameters<typeof getPathname>[0]["href"];
};

/**
 * The locale-aware Link for server components whose links stay in the page's language (the
 * public site's navigation and calls to action): the href is localized on the server and the
 * browser gets Next's own Link. For such links next-intl's Link renders exactly that, but as a
 * client component of its own whose props (`ref`, `locale`, `localeCookie`) travel in every
 * page's React payload. A link that switches the language still needs next-intl's Link (see
 * LocaleSwitcher), and so does any client component.
 */
export async function ServerLink({ href, ...props }: Props) {
  const locale = await getLocale();
  return <NextLink href={getPathname({ href, locale })} {...props} />;
}
