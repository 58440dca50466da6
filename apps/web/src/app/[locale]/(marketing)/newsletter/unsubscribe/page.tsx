import type { LocalePageProps } from "~/http/search-params";
import {
  newsletterLinkMetadata,
  NewsletterLinkPage,
} from "~/components/newsletter/newsletter-link-page";
import { unsubscribeNewsletterAction } from "~/server/actions/newsletter-links";

// Reads the token of each request; never prerendered.
export const dynamic = "force-dynamic";

export const generateMetadata = newsletterLinkMetadata("unsubscribe");

/** The page an unsubscribe link opens. */
export default function UnsubscribeNewsletterPage(props: LocalePageProps) {
  return <NewsletterLinkPage {...props} kind="unsubscribe" action={unsubscribeNewsletterAction} />;
}
