import { isLocale, LOCALES } from "@teamkit/i18n";

import { ogCard } from "~/og/card";
import { cardContent, listCardKeys } from "~/og/cards";

/** Every card is a PNG drawn at build time; there are no others. */
export const dynamicParams = false;

export function generateStaticParams() {
  return LOCALES.flatMap((locale) =>
    listCardKeys(locale).map((key) => ({ locale, card: key.split("/") })),
  );
}

/** A public page's Open Graph card (1200×630 PNG), named by the page's path. */
export async function GET(
  _request: Request,
  { params }: { params: Promise<{ locale: string; card: string[] }> },
) {
  const { locale, card } = await params;
  const content = isLocale(locale) ? cardContent(locale, card.join("/")) : null;
  if (!content) return new Response("Not found", { status: 404 });
  return ogCard(content);
}
