import { createHash, randomBytes } from "node:crypto";

export function createInvitationToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Tokens are high-entropy, so a fast hash is the right tool. */
export function hashInvitationToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
