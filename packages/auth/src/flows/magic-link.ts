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

export const verifyOtp = signInFlow(
  async (db, input: { email: string; code: string }, now, client) => {
    const { user, written: proof } = await consumeCodeUser(
      db,
      "magic_link",
      input,
      now,
      (tx, user) => proveAddress(tx, user, now),
    );
    return completeSignIn(db, user, now, { ...proof, ...client });
  },
);

export const verifyMagicLink = signInFlow(async (db, input: { token: string }, now, client) => {
  const { user, proof } = await db.transaction(async (tx) => {
    const user = await consumeTokenUser(tx, "magic_link", input.token, now);
    return { user, proof: await proveAddress(tx, user, now) };
  });
  return completeSignIn(db, user, now, { ...proof, ...client });
});
