import { beforeAll, describe, expect, it } from "vitest";

import { makeSignedUpUser, makeUser, TEST_PASSWORD, useTestDatabase } from "@teamkit/db/testing";
import { latestMailTo } from "@teamkit/email";

import { httpCall, sharedLimiter } from "./helpers";

/*
 * The enumeration rule: anonymous callers cannot tell from these procedures whether an address has
 * an account. Each test compares the full HTTP answers (status and body, byte for byte) for a known
 * and an unknown address.
 */

const database = useTestDatabase();
beforeAll(async () => {
  await makeUser(database.db, { email: "known@example.com", password: TEST_PASSWORD });
  await makeSignedUpUser(database.db, { email: "unverified@example.com" });
});

const call = (path: string, input: unknown) => httpCall(database.db, `auth.${path}`, input);

describe("enumeration rule", () => {
  it("signIn › answers an unknown address exactly like a known one with a wrong password", async () => {
    const known = await call("signIn", { email: "known@example.com", password: "Wrong-pass-1" });
    const unverified = await call("signIn", {
      email: "unverified@example.com",
      password: "Wrong-pass-1",
    });
    const unknown = await call("signIn", { email: "unknown@example.com", password: TEST_PASSWORD });
    expect(known.status).toBe(401);
    expect(JSON.parse(known.body)).toMatchObject({
      error: {
        json: {
          message: "The email or password you entered are invalid. Please try again.",
          data: { messageKey: "auth.errors.invalidCredentials" },
        },
      },
    });
    expect(unknown).toEqual(known);
    expect(unverified).toEqual(known);
  });

  it("createMobileSession › answers an unknown address exactly like a wrong password", async () => {
    const phone = { method: "password", deviceName: "Pixel 9" };
    const known = await call("createMobileSession", {
      ...phone,
      email: "known@example.com",
      password: "Wrong-pass-1",
    });
    const unknown = await call("createMobileSession", {
      ...phone,
      email: "unknown@example.com",
      password: TEST_PASSWORD,
    });
    expect(known.status).toBe(401);
    expect(unknown).toEqual(known);
  });

  it("requestMagicLink › answers the same for a known and an unknown address", async () => {
    const known = await call("requestMagicLink", { email: "known@example.com" });
    const unknown = await call("requestMagicLink", { email: "unknown@example.com" });
    expect(known.status).toBe(200);
    expect(JSON.parse(known.body)).toEqual({ result: { data: { json: { sent: true } } } });
    expect(unknown).toEqual(known);
    // The difference is only in the mailbox.
    expect(await latestMailTo(database.db, "known@example.com", "MagicLink")).not.toBeNull();
    expect(await latestMailTo(database.db, "unknown@example.com")).toBeNull();
  });

  it("requestPasswordReset › answers the same for a known and an unknown address", async () => {
    const known = await call("requestPasswordReset", { email: "known@example.com" });
    const unknown = await call("requestPasswordReset", { email: "unknown@example.com" });
    expect(known.status).toBe(200);
    expect(unknown).toEqual(known);
    expect(await latestMailTo(database.db, "known@example.com", "ForgotPassword")).not.toBeNull();
  });

  it("resendVerification › answers the same for unverified, verified and unknown addresses", async () => {
    const unverified = await call("resendVerification", { email: "unverified@example.com" });
    const verified = await call("resendVerification", { email: "known@example.com" });
    const unknown = await call("resendVerification", { email: "unknown@example.com" });
    expect(unverified.status).toBe(200);
    expect(verified).toEqual(unverified);
    expect(unknown).toEqual(unverified);
    expect(await latestMailTo(database.db, "unverified@example.com", "NewUser")).not.toBeNull();
    expect(await latestMailTo(database.db, "known@example.com", "NewUser")).toBeNull();
  });

  it("rate limits a known and an unknown address alike, with the same answer", async () => {
    const blockedAnswer = async (email: string) => {
      const rateLimiter = sharedLimiter();
      const input = { email, password: "Wrong-pass-1" };
      for (let i = 0; i < 5; i++) {
        expect((await httpCall(database.db, "auth.signIn", input, { rateLimiter })).status).toBe(
          401,
        );
      }
      return httpCall(database.db, "auth.signIn", input, { rateLimiter });
    };
    const known = await blockedAnswer("known@example.com");
    const unknown = await blockedAnswer("unknown@example.com");
    expect(known.status).toBe(429);
    expect(unknown).toEqual(known);
  });

  it("signUp › is the one place that says an address is taken", async () => {
    const taken = await call("signUp", {
      name: "Known",
      email: "known@example.com",
      password: TEST_PASSWORD,
    });
    expect(taken.status).toBe(409);
    expect(JSON.parse(taken.body)).toMatchObject({
      error: {
        json: {
          message: "This email is already in use.",
          data: {
            messageKey: "auth.errors.emailInUse",
            fieldErrors: [{ path: "email", message: "This email is already in use." }],
          },
        },
      },
    });
  });
});
