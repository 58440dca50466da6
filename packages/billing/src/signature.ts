import { createHash, createHmac, timingSafeEqual } from "node:crypto";

export function signWebhook(rawBody: string, secret: string): string {
  return createHmac("sha256", secret).update(rawBody, "utf8").digest("hex");
}

/** Anything but 64 hex digits is false before comparing; the comparison is constant-time. */
export function verifyWebhookSignature(
  rawBody: string,
  signature: string | null | undefined,
  secret: string,
): boolean {
  if (typeof signature !== "string" || !/^[0-9a-fA-F]{64}$/.test(signature)) return false;
  const expected = Buffer.from(signWebhook(rawBody, secret), "hex");
  return timingSafeEqual(Buffer.from(signature, "hex"), expected);
}

export function payloadHash(rawBody: string): string {
  return createHash("sha256").update(rawBody, "utf8").digest("hex");
}
