import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

import type { Database } from "@teamkit/db";
import { and, eq, gt, isNull, oneTimeTokens } from "@teamkit/db";
import { AppError } from "@teamkit/validators";

import { authEnv } from "../env";
import { issueOneTimeToken, ONE_TIME_TOKEN_LIFETIMES_MS } from "../flows/one-time-tokens";
import { hashToken } from "../tokens";
import { relyingParty } from "./relying-party";

export function passkeyExpiredError(): AppError {
  return new AppError("BAD_REQUEST", { messageKey: "auth.errors.passkeyExpired" });
}

export function passkeyInvalidError(): AppError {
  return new AppError("BAD_REQUEST", { messageKey: "auth.errors.passkeyInvalid" });
}

/** What every answer must match: its challenge, the one origin and relying party, a verified user. */
export function expectedAnswer(challenge: string) {
  const rp = relyingParty();
  return {
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: true,
  };
}

/** A malformed answer (the library throws) and a wrong one (`verified: false`) are one refusal. */
export async function verifiedAnswer<T extends { verified: boolean }>(
  verification: Promise<T>,
): Promise<T> {
  const result = await verification.catch(() => null);
  if (!result?.verified) throw passkeyInvalidError();
  return result;
}

/** A registration's challenge is a one-time token of the user's; its bytes are the token's. */
export async function issueRegistrationChallenge(
  db: Database,
  user: { id: string; email: string },
  now: Date,
): Promise<Uint8Array<ArrayBuffer>> {
  const { token } = await issueOneTimeToken(db, {
    type: "passkey_registration",
    identifier: user.email,
    userId: user.id,
    now,
  });
  return new Uint8Array(Buffer.from(token, "base64url"));
}

const NONCE_BYTES = 16;
const EXPIRY_BYTES = 8;
const MAC_BYTES = 16;

function signInMac(body: Buffer, secret: string): Buffer {
  return createHmac("sha256", secret)
    .update("passkey_sign_in:")
    .update(body)
    .digest()
    .subarray(0, MAC_BYTES);
}

// Signed, not stored: the login page asks for one on every visit (autofill), so issuing it writes
// nothing and needs no rate limit. A nonce, its expiry and a MAC over both.
export function signInChallenge(
  now: Date,
  secret = authEnv().AUTH_SECRET,
): Uint8Array<ArrayBuffer> {
  const expiry = Buffer.alloc(EXPIRY_BYTES);
  expiry.writeBigUInt64BE(BigInt(now.getTime() + ONE_TIME_TOKEN_LIFETIMES_MS.passkey_sign_in));
  const body = Buffer.concat([randomBytes(NONCE_BYTES), expiry]);
  return new Uint8Array(Buffer.concat([body, signInMac(body, secret)]));
}

/** The expiry of a challenge this server signed, or null for anything else. */
function signedExpiry(challenge: string, secret: string): Date | null {
  const bytes = Buffer.from(challenge, "base64url");
  if (bytes.length !== NONCE_BYTES + EXPIRY_BYTES + MAC_BYTES) return null;
  const body = bytes.subarray(0, NONCE_BYTES + EXPIRY_BYTES);
  if (!timingSafeEqual(bytes.subarray(body.length), signInMac(body, secret))) return null;
  return new Date(Number(body.readBigUInt64BE(NONCE_BYTES)));
}

// Used up by storing its hash before anything else is verified: a second answer meets the unique
// hash. The row is pruned with the other expired tokens.
export async function useSignInChallenge(
  db: Database,
  challenge: string,
  now: Date,
  secret = authEnv().AUTH_SECRET,
): Promise<void> {
  const expiresAt = signedExpiry(challenge, secret);
  if (!expiresAt || expiresAt <= now) throw passkeyExpiredError();
  const [used] = await db
    .insert(oneTimeTokens)
    .values({
      type: "passkey_sign_in",
      identifier: "",
      tokenHash: hashToken(challenge),
      expiresAt,
      usedAt: now,
      createdAt: now,
    })
    .onConflictDoNothing({ target: oneTimeTokens.tokenHash })
    .returning({ id: oneTimeTokens.id });
  if (!used) throw passkeyExpiredError();
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

/** Used up before anything is verified, in one guarded statement, and only by its own user. */
export async function useRegistrationChallenge(
  db: Database,
  input: { challenge: string; userId: string; now: Date },
): Promise<void> {
  const [used] = await db
    .update(oneTimeTokens)
    .set({ usedAt: input.now })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, hashToken(input.challenge)),
        eq(oneTimeTokens.type, "passkey_registration"),
        eq(oneTimeTokens.userId, input.userId),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, input.now),
      ),
    )
    .returning({ id: oneTimeTokens.id });
  if (!used) throw passkeyExpiredError();
}
