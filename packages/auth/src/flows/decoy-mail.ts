import type { TemplateName, TemplateProps } from "@teamkit/email";
import type { Locale } from "@teamkit/i18n";
import { renderEmail } from "@teamkit/email";

import { createToken, hashToken } from "../tokens";

/**
 * The work a mail-sending flow does for an address that gets no mail (no account, or nothing to
 * send), so that its response time does not tell whether the address has an account (the
 * enumeration rule): create and hash a token as for a real mail, then render the template without
 * sending it.
 *
 * Measured: 60 interleaved calls per flow through the domain functions with the local mailbox
 * transport, on a loaded 2-core machine (medians moved by up to 2x between runs), so ranges over
 * three runs; median for a known vs an unknown address:
 *
 * | flow                 | PGlite            | Postgres 15       |
 * | -------------------- | ----------------- | ----------------- |
 * | requestMagicLink     | 24–52 vs 15–33 ms | 25–44 vs 12–23 ms |
 * | requestPasswordReset | 10–22 vs 7–14 ms  | 14–23 vs 9–12 ms  |
 * | resendVerification   | 14–17 vs 9–10 ms  | 13–22 vs 9–12 ms  |
 *
 * Without the decoy an unknown address answered after one lookup (1–4 ms); the render (6–9 ms)
 * closes most of the gap. What remains (about 5–20 ms, smaller than one call's jitter but visible
 * in medians) is the two writes a real mail makes: its token and, locally, the mailbox row. With
 * Resend the HTTPS round-trip to the provider adds to the known side and is not mirrored here;
 * closing that needs sending off the request path (a queue). The per-address mail limit (3 per
 * 5 minutes, the same for every address) keeps an attacker from averaging many samples.
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
