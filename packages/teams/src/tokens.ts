import { createHash, randomBytes } from "node:crypto";

/** A random URL-safe invitation token (256 bits); only its hash is stored. */
export function createInvitationToken(): string {
  return randomBytes(32).toString("base64url");
}

/** SHA-256 of a token, hex (tokens are high-entropy, so a fast hash is the right tool). */
export function hashInvitationToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
