import { hash, verify } from "@node-rs/argon2";

/** OWASP's minimum for argon2id; about 25 ms per hash on a 2-core machine. */
export const PASSWORD_HASH_PARAMS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
const ARGON2ID = 2;

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID, ...PASSWORD_HASH_PARAMS });
}

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
