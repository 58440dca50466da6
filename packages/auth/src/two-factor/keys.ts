import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

import { twoFactorKeys } from "../env";

export interface SealedSecret {
  ciphertext: string;
  keyId: string;
}

/** AES-256-GCM: `iv.tag.ciphertext` in base64url, under the current key. */
export function sealSecret(secret: Uint8Array, keys = twoFactorKeys()): SealedSecret {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keys.current.key, iv);
  const body = Buffer.concat([cipher.update(secret), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), body].map((part) => part.toString("base64url"));
  return { ciphertext: parts.join("."), keyId: keys.current.id };
}

export function openSecret(sealed: SealedSecret, keys = twoFactorKeys()): Uint8Array {
  const key = [keys.current, keys.previous].find((candidate) => candidate?.id === sealed.keyId);
  if (!key) {
    throw new Error(
      `A two-factor secret is sealed with key ${sealed.keyId}, which is neither TWO_FACTOR_ENCRYPTION_KEY nor TWO_FACTOR_ENCRYPTION_KEY_PREVIOUS.`,
    );
  }
  const [iv = "", tag = "", body = ""] = sealed.ciphertext.split(".");
  const decipher = createDecipheriv("aes-256-gcm", key.key, Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return new Uint8Array(
    Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]),
  );
}
