import type { ReactElement } from "react";

import type { Locale } from "@teamkit/i18n";

/** A template's own props plus the recipient's locale, which every mail renders in. */
export type Localized<P> = P & { locale: Locale };

/** One entry of the template registry: the component and the texts that live outside its body. */
export interface EmailTemplate<P> {
  component: (props: Localized<P>) => ReactElement;
  /** The subject line, in the recipient's locale. */
  subject: (props: Localized<P>) => string;
  /** The inbox preview line, in the recipient's locale. */
  preview: (props: Localized<P>) => string;
}
