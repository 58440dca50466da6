import type { APIRequestContext } from "@playwright/test";
import { createHmac } from "node:crypto";

import { trpcMutation } from "./trpc";

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/**
 * What an authenticator app shows now for the key shown at enrolment (RFC 6238: SHA-1, 30 s,
 * 6 digits). Written out here: the auth package's helper loads modules Playwright cannot.
 */
function authenticatorCode(manualKey: string, now = Date.now()): string {
  let bits = "";
  for (const char of manualKey.replace(/[\s=]/g, "").toUpperCase()) {
    bits += BASE32.indexOf(char).toString(2).padStart(5, "0");
  }
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => Number.parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(now / 30_000)));
  const mac = createHmac("sha1", key).update(counter).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0xf;
  return ((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).toString().padStart(6, "0");
}

/** Turns two-factor sign-in on for the account signed in on `request`, as its settings do. */
export async function turnOnTwoFactor(request: APIRequestContext): Promise<void> {
  const { manualKey } = await trpcMutation<{ manualKey: string }>(request, "user.twoFactor.begin");
  await trpcMutation(request, "user.twoFactor.confirm", { code: authenticatorCode(manualKey) });
}
