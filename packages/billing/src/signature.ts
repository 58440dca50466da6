import { createHash, createHmac, timingSafeEqual } from "node:crypto";

/** The `X-Signature` Lemon Squeezy sends: hex HMAC-SHA256 of the raw body with the webhook secret. */
export function signWebhook(rawBody: string, secret: string): string {
  return createHmac("sha256", secret).update(rawBody, "utf8").digest("hex");
}

/**
 * Whether `signature` signs `rawBody`. Anything but 64 hex digits is false before any comparison;
 * the comparison itself takes the same time wherever the first difference is.
 */
export function verifyWebhookSignature(
  rawBody: string,
  signature: string | null | undefined,
  secret: string,
): boolean {
  if (typeof signature !== "string" || !/^[0-9a-fA-F]{64}$/.test(signature)) return false;
  const expected = Buffer.from(signWebhook(rawBody, secret), "hex");
  return timingSafeEqual(Buffer.from(signature, "hex"), expected);
}

/** Stored events are deduplicated by this hash of the exact body. */
export function payloadHash(rawBody: string): string {
  return createHash("sha256").update(rawBody, "utf8").digest("hex");
}
