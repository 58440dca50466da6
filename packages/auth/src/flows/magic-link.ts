import type { Database } from "@teamkit/db";

import type { FlowDeps } from "./deps";
import { createOtpCode } from "../tokens";
import { completeSignIn, proveAddress, signInFlow } from "./complete-sign-in";
import { normaliseEmail } from "./deps";
import { discardUnusedTokens } from "./one-time-tokens";
import { consumeCodeUser, consumeTokenUser, mailTokenLinkToAddress } from "./token-links";

export const MAGIC_LINK_PATH = "/auth/otp";

export async function requestMagicLink(
  db: Database,
  input: { email: string },
  deps: FlowDeps,
): Promise<{ sent: true }> {
  const email = normaliseEmail(input.email);
  // Only the newest code is live, so "3 wrong tries" cannot be multiplied by requesting more mails.
  // Run for every address, known or not: it is part of what keeps both answers equally slow.
  await discardUnusedTokens(db, "magic_link", { identifier: email });
  const code = createOtpCode();
  return mailTokenLinkToAddress(db, deps, "magic_link", email, {
    template: "MagicLink",
    path: MAGIC_LINK_PATH,
    props: (url) => ({ url, code }),
    code,
  });
}

export const verifyOtp = signInFlow((db, input: { email: string; code: string }, now, client) =>
  consumeCodeUser(db, "magic_link", input, now, async (tx, user) =>
    completeSignIn(tx, user, now, { ...(await proveAddress(tx, user, now)), ...client }),
  ),
);

export const verifyMagicLink = signInFlow((db, input: { token: string }, now, client) =>
  db.transaction(async (tx) => {
    const user = await consumeTokenUser(tx, "magic_link", input.token, now);
    return completeSignIn(tx, user, now, { ...(await proveAddress(tx, user, now)), ...client });
  }),
);
