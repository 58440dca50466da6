import type { Database } from "@teamkit/db";
import { eq, users } from "@teamkit/db";

import type { ClockDeps, FlowDeps } from "./deps";
import { hashPassword } from "../password";
import { endAllSessions } from "../sessions";
import { forgetAllTrustedBrowsers } from "../two-factor/trusted-browsers";
import { completeSignIn, markEmailVerified, signInFlow } from "./complete-sign-in";
import { flowNow, normaliseEmail } from "./deps";
import { discardUnusedTokens, isOneTimeTokenUsable } from "./one-time-tokens";
import { consumeTokenUser, linkRequest } from "./token-links";

export const RESET_PASSWORD_PATH = "/auth/forgot-password";

const mailResetLink = linkRequest("password_reset", {
  template: "ForgotPassword",
  path: RESET_PASSWORD_PATH,
  props: (url, name) => ({ url, name }),
});

export async function requestPasswordReset(
  db: Database,
  input: { email: string },
  deps: FlowDeps,
): Promise<{ sent: true }> {
  // Only the newest link works; done for unknown addresses too, so both answer equally slowly.
  await discardUnusedTokens(db, "password_reset", { identifier: normaliseEmail(input.email) });
  return mailResetLink(db, input, deps);
}

export async function checkResetToken(
  db: Database,
  input: { token: string },
  deps: ClockDeps = {},
): Promise<{ valid: boolean }> {
  return { valid: await isOneTimeTokenUsable(db, "password_reset", input.token, flowNow(deps)) };
}

export const resetPassword = signInFlow(
  async (db, input: { token: string; password: string }, now, client) => {
    // Hash before using the token, so a failure here does not burn the user's link.
    const passwordHash = await hashPassword(input.password);
    // One transaction with the sign-in: a failure part-way neither burns the link nor leaves the
    // sessions of the old password alive under the new one.
    return db.transaction(async (tx) => {
      const user = await consumeTokenUser(tx, "password_reset", input.token, now);
      await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
      await markEmailVerified(tx, user.id, now);
      await endAllSessions(tx, user.id);
      await forgetAllTrustedBrowsers(tx, user.id);
      // Other reset links still in the mailbox would otherwise undo this reset for 30 minutes.
      await discardUnusedTokens(tx, "password_reset", { userId: user.id });
      return completeSignIn(tx, user, now, client);
    });
  },
);
