import { DEFAULT_LOCALE, getMessages } from "@teamkit/i18n";

import { BareDocument } from "~/components/bare-document";
import { NotFoundView } from "~/components/not-found-view";

/**
 * Never shown (unmatched paths render global-not-found.tsx), but it travels in every page's
 * payload: without it that would be Next's English 404 with inline styles (1.3 kB a page).
 */
export default function RootNotFound() {
  const messages = getMessages(DEFAULT_LOCALE);
  return (
    <BareDocument lang={DEFAULT_LOCALE} bodyClassName="min-h-dvh">
      <NotFoundView
        locale={DEFAULT_LOCALE}
        title={messages.errors.notFound}
        goToHomepage={messages.common.goToHomepage}
      />
    </BareDocument>
  );
}
