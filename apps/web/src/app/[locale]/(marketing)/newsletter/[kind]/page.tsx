import { notFound } from "next/navigation";

import type { Locale } from "@teamkit/i18n";

import type { NewsletterLinkAction } from "~/components/newsletter/newsletter-link-state";
import type { NewsletterLinkKind } from "~/content/route-check";
import type { SearchParams } from "~/http/search-params";
import {
  newsletterLinkMetadata,
  NewsletterLinkPage,
} from "~/components/newsletter/newsletter-link-page";
import { isNewsletterLinkKind } from "~/content/route-check";
import {
  confirmNewsletterAction,
  unsubscribeNewsletterAction,
} from "~/server/actions/newsletter-links";

// Reads the token of each request; never prerendered.
export const dynamic = "force-dynamic";

/** The links a newsletter mail holds: the sign-up mail's confirmation, and every mail's unsubscribe. */
const ACTIONS: Record<NewsletterLinkKind, NewsletterLinkAction> = {
  confirm: confirmNewsletterAction,
  unsubscribe: unsubscribeNewsletterAction,
};

type Props = { params: Promise<{ locale: Locale; kind: string }>; searchParams: SearchParams };

/** The proxy answers any other kind with the 404 of an unmatched path (see notFoundKind). */
async function kindOf(params: Props["params"]): Promise<NewsletterLinkKind> {
  const { kind } = await params;
  if (!isNewsletterLinkKind(kind)) notFound();
  return kind;
}

export async function generateMetadata(props: Props) {
  return newsletterLinkMetadata(await kindOf(props.params))(props);
}

/** The page a mailed newsletter link opens (`/newsletter/confirm` or `/newsletter/unsubscribe`). */
export default async function NewsletterLink(props: Props) {
  const kind = await kindOf(props.params);
  return <NewsletterLinkPage {...props} kind={kind} action={ACTIONS[kind]} />;
}
