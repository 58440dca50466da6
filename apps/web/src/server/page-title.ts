import type { Metadata } from "next";

import { getTranslations } from "next-intl/server";

function translator() {
  return getTranslations();
}

/** `generateMetadata` for a page whose metadata is its title: `title` picks it from the messages. */
export function pageTitle(
  title: (t: Awaited<ReturnType<typeof translator>>) => string,
  metadata: Metadata = {},
) {
  return async (): Promise<Metadata> => ({ title: title(await translator()), ...metadata });
}
