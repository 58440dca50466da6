import * as Crypto from "expo-crypto";

/** RFC 4648 §5 without padding: the only alphabet PKCE verifiers and challenges use. */
export function base64Url(base64: string): string {
  return base64.replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function bytesToBase64(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** 32 random bytes make a 43-character verifier (RFC 7636 §4.1 asks for 43 to 128). */
export function makeVerifier(bytes: Uint8Array = Crypto.getRandomBytes(32)): string {
  return base64Url(bytesToBase64(bytes));
}

/** The S256 challenge: base64url of the verifier's SHA-256. */
export async function challengeOf(verifier: string): Promise<string> {
  const digest = await Crypto.digestStringAsync(Crypto.CryptoDigestAlgorithm.SHA256, verifier, {
    encoding: Crypto.CryptoEncoding.BASE64,
  });
  return base64Url(digest);
}

/** A one-off value the browser echoes back, so the app only takes answers to its own request. */
export function makeState(): string {
  return makeVerifier(Crypto.getRandomBytes(16));
}
