import type { ReactElement } from "react";

import type { Locale } from "@teamkit/i18n";

/** What the sender's configuration adds to every mail: whether replies are read. */
export interface MailContext {
  /** Set when replies reach someone: the footer invites them. */
  replyTo?: string;
}

export type Localized<P> = P & { locale: Locale; context?: MailContext };

export interface EmailTemplate<P> {
  component: (props: Localized<P>) => ReactElement;
  subject: (props: Localized<P>) => string;
  preview: (props: Localized<P>) => string;
  /** Extra mail headers, e.g. a list's unsubscribe address; none for a transactional mail. */
  headers?: (props: Localized<P>) => Record<string, string>;
}
