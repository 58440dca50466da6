import { describe, expect, it } from "vitest";

import { TEST_PASSWORD, TEST_PASSWORD_HASH } from "@teamkit/db/testing";

import {
  hashPassword,
  PASSWORD_HASH_PARAMS,
  verifyAgainstDummy,
  verifyPassword,
} from "../src/password";

describe("password hashing", () => {
  it("stores argon2id with OWASP's recommended parameters", async () => {
    const stored = await hashPassword("Correct-horse-1");
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(PASSWORD_HASH_PARAMS).toEqual({ memoryCost: 19_456, timeCost: 2, parallelism: 1 });
  });

  it("salts every hash", async () => {
    expect(await hashPassword("Same-pass-1")).not.toBe(await hashPassword("Same-pass-1"));
  });

  it("verifies the right password and rejects a wrong or malformed one", async () => {
    const stored = await hashPassword("Correct-horse-1");
    expect(await verifyPassword(stored, "Correct-horse-1")).toBe(true);
    expect(await verifyPassword(stored, "correct-horse-1")).toBe(false);
    expect(await verifyPassword("not-a-hash", "Correct-horse-1")).toBe(false);
  });

  it("matches the test kit's ready-made hash, made with today's parameters", async () => {
    const { memoryCost, timeCost, parallelism } = PASSWORD_HASH_PARAMS;
    expect(TEST_PASSWORD_HASH).toContain(
      `$argon2id$v=19$m=${memoryCost},t=${timeCost},p=${parallelism}$`,
    );
    expect(await verifyPassword(TEST_PASSWORD_HASH, TEST_PASSWORD)).toBe(true);
  });

  it("spends a real verification on unknown users and never matches", async () => {
    await expect(verifyAgainstDummy("teamkit-dummy-password-never-matches")).resolves.toBe(false);
  });
});
