import { createHash, randomBytes, randomInt } from "node:crypto";

/** A random URL-safe token (256 bits). Only its hash is ever stored. */
export function createToken(): string {
  return randomBytes(32).toString("base64url");
}

/** SHA-256 of a token, hex; tokens are high-entropy, so a fast hash is the right tool. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A uniformly random 6-digit code, leading zeros kept. */
export function createOtpCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, "0");
}
