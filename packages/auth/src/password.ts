import { hash, verify } from "@node-rs/argon2";

/**
 * argon2id at OWASP's recommended minimum (Password Storage Cheat Sheet): 19 MiB memory,
 * 2 iterations, 1 degree of parallelism. About 25 ms per hash on a 2-core machine.
 */
export const PASSWORD_HASH_PARAMS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
/** `Algorithm.Argon2id` of @node-rs/argon2 (a const enum, so spelled out here). */
const ARGON2ID = 2;

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID, ...PASSWORD_HASH_PARAMS });
}

/** Constant-time check of a password against a stored hash; false for a malformed hash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/**
 * Spends the same time as a real check when no user (or no password) exists, so response times
 * do not reveal whether an address has an account.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword("teamkit-dummy-password-never-matches");
  await verifyPassword(await dummyHash, password);
  return false;
}
