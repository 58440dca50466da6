import { afterEach, describe, expect, it } from "vitest";

import { authEnv, SECURE_SESSION_COOKIE, SESSION_COOKIE } from "@teamkit/auth";
import { makeSession, makeUser, useTestDatabase } from "@teamkit/db/testing";

import { testContext } from "./helpers";

// Modules are shared between suites (no isolation): the cached env is switched, then restored.
const env = authEnv();
const appUrl = env.APP_URL;
afterEach(() => {
  env.APP_URL = appUrl;
});

describe("an https deployment's session cookie", () => {
  const database = useTestDatabase();

  it("opens a session from the __Secure- cookie only, never from one plain http could set", async () => {
    env.APP_URL = "https://app.example.com";
    const user = await makeUser(database.db);
    const { token } = await makeSession(database.db, { userId: user.id });
    const cookie = (name: string) => new Headers({ cookie: `${name}=${token}` });

    const own = await testContext(database.db, cookie(SECURE_SESSION_COOKIE));
    expect(own.session?.user.id).toBe(user.id);
    const planted = await testContext(database.db, cookie(SESSION_COOKIE));
    expect(planted.session).toBeNull();
  });

  it("clears a stale __Secure- cookie, and leaves a plain one it never reads alone", async () => {
    env.APP_URL = "https://app.example.com";
    const answer = async (cookie: string) => {
      const resHeaders = new Headers();
      await testContext(database.db, new Headers({ cookie }), {}, { resHeaders });
      return resHeaders.getSetCookie().join("\n");
    };
    expect(await answer(`${SECURE_SESSION_COOKIE}=stale`)).toContain(`${SECURE_SESSION_COOKIE}=;`);
    expect(await answer(`${SESSION_COOKIE}=planted`)).toBe("");
  });
});
