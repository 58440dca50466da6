import type { Database } from "@teamkit/db";
import { and, eq, sessions } from "@teamkit/db";
import { AppError } from "@teamkit/validators";

import type { Session } from "./session";
import { confirmCurrentPassword } from "./flows/email-change";

/**
 * How long a sign-in, or the password typed again, lets this session add a second factor or a
 * passkey: an older, stolen session must prove the password first, so it cannot lock the owner out.
 */
export const RECENT_SIGN_IN_MS = 10 * 60 * 1000;

/** FORBIDDEN with `account.confirm.required` unless the session is recent; the client asks then. */
export function requireRecentSignIn(session: Pick<Session, "signedInAt">, now = new Date()): void {
  if (now.getTime() - session.signedInAt.getTime() > RECENT_SIGN_IN_MS) {
    throw new AppError("FORBIDDEN", { messageKey: "account.confirm.required" });
  }
}

/** The current password, typed again, makes this session (and no other) recent for a while. */
export async function confirmSignIn(
  db: Database,
  input: { userId: string; key: string; currentPassword: string },
  now = new Date(),
): Promise<{ until: Date }> {
  await confirmCurrentPassword(db, input);
  await db
    .update(sessions)
    .set({ confirmedAt: now })
    .where(and(eq(sessions.sessionToken, input.key), eq(sessions.userId, input.userId)));
  return { until: new Date(now.getTime() + RECENT_SIGN_IN_MS) };
}
