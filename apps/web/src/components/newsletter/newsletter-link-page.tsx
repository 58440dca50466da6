import type { Metadata } from "next";

import { NextIntlClientProvider } from "next-intl";
import { getTranslations, setRequestLocale } from "next-intl/server";

import type { NewsletterLinkKind } from "~/content/route-check";
import type { LocalePageProps } from "~/http/search-params";
import { searchParam } from "~/http/search-params";
import { clientMessages } from "~/i18n/client-messages";

import type { NewsletterLinkAction } from "./newsletter-link-state";
import { NewsletterLinkForm } from "./newsletter-link-form";

type Kind = NewsletterLinkKind;

export function newsletterLinkMetadata(kind: Kind) {
  return async ({ params }: LocalePageProps): Promise<Metadata> => {
    const { locale } = await params;
    const t = await getTranslations({ locale, namespace: `newsletter.${kind}` });
    return {
      title: t("metaTitle"),
      // A page per token: nothing to index, and the token must not travel on in a Referer header.
      robots: { index: false, follow: false },
      referrer: "no-referrer",
    };
  };
}

/** The page of a mailed newsletter link (`?token=`); its form explains why the GET only shows a button. */
export async function NewsletterLinkPage({
  kind,
  action,
  params,
  searchParams,
}: LocalePageProps & { kind: Kind; action: NewsletterLinkAction }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const token = searchParam(await searchParams, "token");
  return (
    <div className="mx-auto max-w-lg px-4 py-20 sm:py-28">
      <NextIntlClientProvider messages={clientMessages(locale, "newsletterLinks")}>
        <NewsletterLinkForm kind={kind} token={token} action={action} />
      </NextIntlClientProvider>
    </div>
  );
}
