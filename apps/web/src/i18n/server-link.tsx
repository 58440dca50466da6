import type { ComponentProps } from "react";

import { getLocale } from "next-intl/server";

import { AnnouncingNextLink } from "./announcing-next-link";
import { getPathname } from "./navigation";

type Props = Omit<ComponentProps<typeof AnnouncingNextLink>, "href" | "locale"> & {
  href: Parameters<typeof getPathname>[0]["href"];
};

/**
 * A Link localized on the server for links that keep the page's language: next-intl's Link is a
 * client component whose props travel in every page's payload. Switching language, or inside a
 * client component, use next-intl's Link.
 */
export async function ServerLink({ href, ...props }: Props) {
  const locale = await getLocale();
  return <AnnouncingNextLink href={getPathname({ href, locale })} {...props} />;
}
