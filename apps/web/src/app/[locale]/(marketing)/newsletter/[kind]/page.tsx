import type { LocalePageProps } from "~/http/search-params";
import {
  newsletterLinkMetadata,
  NewsletterLinkPage,
} from "~/components/newsletter/newsletter-link-page";
import { confirmNewsletterAction } from "~/server/actions/newsletter-links";

// Reads the token of each request; never prerendered.
export const dynamic = "force-dynamic";

export const generateMetadata = newsletterLinkMetadata("confirm");

/** The page the sign-up mail's confirmation link opens. */
export default function ConfirmNewsletterPage(props: LocalePageProps) {
  return <NewsletterLinkPage {...props} kind="confirm" action={confirmNewsletterAction} />;
}
