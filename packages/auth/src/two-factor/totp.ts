import { randomBytes, timingSafeEqual } from "node:crypto";

import { encodeBase32NoPadding } from "@oslojs/encoding";
import { createTOTPKeyURI, generateHOTP } from "@oslojs/otp";

export const TOTP_PERIOD_S = 30;
export const TOTP_DIGITS = 6;
/** One step either side: a phone's clock a little off, or a code typed as it turned over. */
const DRIFT_STEPS = 1;

export function createTotpSecret(): Uint8Array {
  return new Uint8Array(randomBytes(20));
}

export function totpEnrolment(secret: Uint8Array, accountName: string, issuer = "Teamkit") {
  return {
    uri: createTOTPKeyURI(issuer, accountName, secret, TOTP_PERIOD_S, TOTP_DIGITS),
    manualKey: encodeBase32NoPadding(secret).replace(/(.{4})(?=.)/g, "$1 "),
  };
}

export function totpStep(now: Date): number {
  return Math.floor(now.getTime() / 1000 / TOTP_PERIOD_S);
}

/**
 * The time step the code belongs to, or null. The caller must refuse a step at or below the last
 * one it accepted, so an observed code cannot be replayed within its window.
 */
export function matchTotp(secret: Uint8Array, code: string, now: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const step = totpStep(now);
  let matched: number | null = null;
  for (let offset = -DRIFT_STEPS; offset <= DRIFT_STEPS; offset++) {
    const expected = Buffer.from(generateHOTP(secret, BigInt(step + offset), TOTP_DIGITS));
    // Every candidate is compared, so timing does not tell which step matched.
    if (timingSafeEqual(expected, Buffer.from(code)) && matched === null) matched = step + offset;
  }
  return matched;
}
