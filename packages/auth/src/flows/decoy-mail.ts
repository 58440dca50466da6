import type { TemplateName, TemplateProps } from "@teamkit/email";
import type { Locale } from "@teamkit/i18n";
import { renderEmail } from "@teamkit/email";

import { createToken, hashToken } from "../tokens";

/**
 * For an address that gets no mail: the same token work and template render as a real mail, so the
 * response time does not reveal an account. Measurements: packages/auth/README.md.
 */
export async function renderDecoyMail<N extends TemplateName>(
  template: N,
  props: (token: string) => TemplateProps<N>,
  locale: Locale,
): Promise<void> {
  const token = createToken();
  hashToken(token);
  await renderEmail(template, props(token), locale);
}
