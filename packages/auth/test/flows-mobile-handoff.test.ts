import { createHash } from "node:crypto";

import { describe, expect, it } from "vitest";

import { eq, oneTimeTokens, sessions } from "@teamkit/db";
import { makeUser, useTestDatabase } from "@teamkit/db/testing";

import {
  approveMobileHandoff,
  exchangeMobileHandoff,
  isAllowedHandoffRedirect,
  ONE_TIME_TOKEN_LIFETIMES_MS,
} from "../src/flows";
import { getSession } from "../src/session";
import { testClock } from "./flows-helpers";

const database = useTestDatabase();

const ALLOWED = { appUrl: "https://app.example.com", loopbackOrigin: "http://127.0.0.1:8081" };
const VERIFIER = "a-verifier-of-enough-length-0123456789-abcdefghijklmnop";
const CHALLENGE = createHash("sha256").update(VERIFIER).digest("base64url");
const REDIRECT = "teamkit://auth/callback";

async function approved(clock = testClock(), redirectUri = REDIRECT) {
  const user = await makeUser(database.db);
  const { redirectTo } = await approveMobileHandoff(
    database.db,
    {
      user,
      request: { codeChallenge: CHALLENGE, codeChallengeMethod: "S256", redirectUri, state: "s1" },
    },
    ALLOWED,
    { now: clock.now },
  );
  const url = new URL(redirectTo);
  return { user, url, code: url.searchParams.get("code") ?? "", clock };
}

function exchange(code: string, clock: { now: () => Date }, overrides: object = {}) {
  return exchangeMobileHandoff(
    database.db,
    { code, codeVerifier: VERIFIER, redirectUri: REDIRECT, deviceName: "Test phone", ...overrides },
    { now: clock.now },
  );
}

const refused = { messageKey: "auth.errors.handoffInvalid" };

describe("isAllowedHandoffRedirect", () => {
  it.each([
    ["teamkit://auth/callback", true],
    ["https://app.example.com/mobile/done", true],
    ["http://127.0.0.1:8081/auth", true],
    ["https://evil.example/callback", false],
    ["https://app.example.com.evil.example/", false],
    ["http://app.example.com/callback", false],
    ["http://127.0.0.1:9999/auth", false],
    ["https://user:pw@app.example.com/", false],
    ["teamkit://auth#fragment", false],
    ["javascript:alert(1)", false],
    ["not a url", false],
  ])("%s → %s", (uri, allowed) => {
    expect(isAllowedHandoffRedirect(uri, ALLOWED)).toBe(allowed);
  });

  it("allows no loopback origin unless one is configured", () => {
    expect(isAllowedHandoffRedirect("http://127.0.0.1:8081/auth", { appUrl: ALLOWED.appUrl })).toBe(
      false,
    );
  });
});

describe("the browser hand-off", () => {
  it("redirects to the app with a single-use code that only the verifier redeems", async () => {
    const { user, url, code, clock } = await approved();
    expect(`${url.protocol}//${url.host}${url.pathname}`).toBe(REDIRECT);
    expect(url.searchParams.get("state")).toBe("s1");
    // Stored hashed: the code itself is nowhere in the database.
    const rows = await database.db
      .select({ tokenHash: oneTimeTokens.tokenHash })
      .from(oneTimeTokens)
      .where(eq(oneTimeTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).not.toBe(code);

    const signedIn = await exchange(code, clock);
    if (!("token" in signedIn)) throw new Error("expected a session");
    expect(signedIn.user.email).toBe(user.email);
    expect(await getSession(database.db, signedIn.token, undefined, "mobile")).toMatchObject({
      kind: "mobile",
    });
    const [row] = await database.db
      .select({ deviceName: sessions.deviceName })
      .from(sessions)
      .where(eq(sessions.userId, user.id));
    expect(row?.deviceName).toBe("Test phone");

    await expect(exchange(code, clock)).rejects.toMatchObject(refused);
  });

  it("burns the code on a wrong verifier, so a stolen code allows one guess", async () => {
    const { code, clock } = await approved();
    await expect(exchange(code, clock, { codeVerifier: "x".repeat(43) })).rejects.toMatchObject(
      refused,
    );
    await expect(exchange(code, clock)).rejects.toMatchObject(refused);
  });

  it("refuses a code redeemed for another redirect or after its minute", async () => {
    const first = await approved();
    await expect(
      exchange(first.code, first.clock, { redirectUri: "teamkit://elsewhere" }),
    ).rejects.toMatchObject(refused);

    const second = await approved();
    second.clock.advance(ONE_TIME_TOKEN_LIFETIMES_MS.mobile_handoff + 1);
    await expect(exchange(second.code, second.clock)).rejects.toMatchObject(refused);
  });

  it("mints no code for a redirect this deployment does not allow", async () => {
    await expect(approved(testClock(), "https://evil.example/callback")).rejects.toMatchObject(
      refused,
    );
  });
});
