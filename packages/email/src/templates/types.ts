import type { ReactElement } from "react";

import type { Locale } from "@teamkit/i18n";

export type Localized<P> = P & { locale: Locale };

export interface EmailTemplate<P> {
  component: (props: Localized<P>) => ReactElement;
  subject: (props: Localized<P>) => string;
  preview: (props: Localized<P>) => string;
}
