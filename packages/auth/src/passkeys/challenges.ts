import type { Database } from "@teamkit/db";
import { and, eq, gt, isNull, oneTimeTokens } from "@teamkit/db";
import { AppError } from "@teamkit/validators";

import { issueOneTimeToken } from "../flows/one-time-tokens";
import { hashToken } from "../tokens";

type ChallengeType = "passkey_registration" | "passkey_sign_in";

export function passkeyExpiredError(): AppError {
  return new AppError("BAD_REQUEST", { messageKey: "auth.errors.passkeyExpired" });
}

export function passkeyInvalidError(): AppError {
  return new AppError("BAD_REQUEST", { messageKey: "auth.errors.passkeyInvalid" });
}

/**
 * The ceremony's challenge is a one-time token: random, stored hashed, single use, five minutes.
 * Its bytes are the token's, so the challenge a browser signs is the token itself.
 */
export async function issuePasskeyChallenge(
  db: Database,
  input: { type: ChallengeType; user: { id: string; email: string } | null; now: Date },
): Promise<{ token: string; bytes: Uint8Array<ArrayBuffer> }> {
  const { token } = await issueOneTimeToken(db, {
    type: input.type,
    identifier: input.user?.email ?? "",
    userId: input.user?.id ?? null,
    now: input.now,
  });
  return { token, bytes: new Uint8Array(Buffer.from(token, "base64url")) };
}

export function answeredChallenge(clientDataJSON: string): string {
  try {
    const data = JSON.parse(Buffer.from(clientDataJSON, "base64url").toString("utf8")) as unknown;
    const challenge = (data as { challenge?: unknown } | null)?.challenge;
    if (typeof challenge === "string" && challenge.length > 0) return challenge;
  } catch {
    // Not JSON: as invalid as a missing challenge.
  }
  throw passkeyInvalidError();
}

/**
 * Uses the challenge up before anything is verified, in one guarded statement: whatever the
 * outcome, it never counts twice. A registration's challenge belongs to the user it was issued to.
 */
export async function consumePasskeyChallenge(
  db: Database,
  input: { type: ChallengeType; challenge: string; userId: string | null; now: Date },
): Promise<void> {
  const [used] = await db
    .update(oneTimeTokens)
    .set({ usedAt: input.now })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, hashToken(input.challenge)),
        eq(oneTimeTokens.type, input.type),
        input.userId === null
          ? isNull(oneTimeTokens.userId)
          : eq(oneTimeTokens.userId, input.userId),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, input.now),
      ),
    )
    .returning({ id: oneTimeTokens.id });
  if (!used) throw passkeyExpiredError();
}
