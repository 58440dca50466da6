import "server-only";

import NextAuth from "next-auth";

import { getDb } from "@teamkit/db";

import { createAuthAdapter } from "./adapter";
import { authEnv } from "./env";
import { SESSION_MAX_AGE_MS } from "./session";

/**
 * Auth.js refuses database sessions for credentials, so our procedures create them through its
 * adapter; no route serves its pages. Built on first use: importing opens no database.
 */
export const { auth, signOut } = NextAuth(async () => {
  const env = authEnv();
  return {
    adapter: createAuthAdapter(await getDb()),
    providers: [],
    secret: env.AUTH_SECRET,
    trustHost: true,
    useSecureCookies: env.APP_URL.startsWith("https://"),
    session: {
      strategy: "database",
      maxAge: SESSION_MAX_AGE_MS / 1000,
      // updateAge = maxAge: Auth.js never pushes `expires` forward, so 30 days stay absolute.
      updateAge: SESSION_MAX_AGE_MS / 1000,
    },
    pages: { signIn: "/auth/login", error: "/auth/login" },
  };
});
