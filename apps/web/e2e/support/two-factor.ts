import type { APIRequestContext } from "@playwright/test";
import { createHmac } from "node:crypto";

import { trpcMutation } from "./trpc";

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/**
 * What an authenticator app shows for the key shown at enrolment, `steps` 30-second steps from now
 * (RFC 6238: SHA-1, 6 digits). Written out here: the auth package's helper loads its messages as
 * JSON modules, which Playwright's loader cannot import.
 */
export function authenticatorCode(manualKey: string, steps = 0): string {
  let bits = "";
  for (const char of manualKey.replace(/[\s=]/g, "").toUpperCase()) {
    bits += BASE32.indexOf(char).toString(2).padStart(5, "0");
  }
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => Number.parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(Date.now() / 30_000) + steps));
  const mac = createHmac("sha1", key).update(counter).digest();
  const offset = (mac.at(-1) ?? 0) & 0xf;
  return ((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).toString().padStart(6, "0");
}

/**
 * Turns two-factor sign-in on for the account signed in on `request`, as its settings do, and
 * returns the key and the recovery codes. The confirming code is the previous step's, so the
 * current and next steps' codes are still unused for sign-ins.
 */
export async function turnOnTwoFactor(
  request: APIRequestContext,
): Promise<{ manualKey: string; recoveryCodes: string[] }> {
  const { manualKey } = await trpcMutation<{ manualKey: string }>(request, "user.twoFactor.begin");
  const { recoveryCodes } = await trpcMutation<{ recoveryCodes: string[] }>(
    request,
    "user.twoFactor.confirm",
    { code: authenticatorCode(manualKey, -1) },
  );
  return { manualKey, recoveryCodes };
}
