import type { Metadata } from "next";

import { NextIntlClientProvider } from "next-intl";
import { getTranslations, setRequestLocale } from "next-intl/server";

import type { Locale } from "@teamkit/i18n";

import type { SearchParams } from "~/http/search-params";
import { NewsletterLinkForm } from "~/components/newsletter/newsletter-link-form";
import { searchParam } from "~/http/search-params";
import { clientMessages } from "~/i18n/client-messages";
import { unsubscribeNewsletterAction } from "~/server/actions/newsletter-links";

type Props = { params: Promise<{ locale: Locale }>; searchParams: SearchParams };

// Reads the token of each request; never prerendered.
export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "newsletter.unsubscribe" });
  return {
    title: t("metaTitle"),
    // A page per token: nothing to index, and the token must not travel on in a Referer header.
    robots: { index: false, follow: false },
    referrer: "no-referrer",
  };
}

/**
 * The page an unsubscribe link opens (`?token=`). The GET only renders a button (mail scanners
 * open links); the token is used when the visitor presses it. An unknown link gets a page saying
 * so, with the way back.
 */
export default async function UnsubscribeNewsletterPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const token = searchParam(await searchParams, "token");
  return (
    <div className="mx-auto max-w-lg px-4 py-20 sm:py-28">
      <NextIntlClientProvider messages={clientMessages(locale, "newsletterLinks")}>
        <NewsletterLinkForm kind="unsubscribe" token={token} action={unsubscribeNewsletterAction} />
      </NextIntlClientProvider>
    </div>
  );
}
