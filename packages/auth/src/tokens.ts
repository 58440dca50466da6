import { createHash, randomBytes, randomInt } from "node:crypto";

export function createToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Tokens are high-entropy, so a fast hash is the right tool. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function createOtpCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, "0");
}
