import type { Adapter, AdapterSession } from "next-auth/adapters";

import { DrizzleAdapter } from "@auth/drizzle-adapter";

import type { Database } from "@teamkit/db";
import { accounts, sessions, users, verificationTokens } from "@teamkit/db";

import { SESSION_IDLE_MS } from "./session";
import { hashToken } from "./tokens";

/** Stores sessions under the SHA-256 of their token, so a leaked row cannot be replayed. */
export function createAuthAdapter(db: Database): Adapter {
  const base = DrizzleAdapter(
    db as never,
    {
      usersTable: users,
      accountsTable: accounts,
      sessionsTable: sessions,
      verificationTokensTable: verificationTokens,
    } as never,
  );
  const unhash = <T extends AdapterSession | null | undefined>(session: T, token: string): T =>
    session ? { ...session, sessionToken: token } : session;
  return {
    ...base,
    createSession: async (session) => {
      const created = await base.createSession?.({
        ...session,
        sessionToken: hashToken(session.sessionToken),
      });
      if (!created) throw new Error("The Drizzle adapter did not create the session");
      return unhash(created, session.sessionToken);
    },
    getSessionAndUser: async (token) => {
      const found = await base.getSessionAndUser?.(hashToken(token));
      if (!found) return null;
      const stored = found.session as AdapterSession & { lastActiveAt?: Date; kind?: string };
      // Auth.js reads the cookie, which never opens a mobile app's session (see getSession).
      if (stored.kind === "mobile") return null;
      // The same idle limit as the API's getSession: an idle session is ended, not revived.
      const lastActiveAt = stored.lastActiveAt;
      if (lastActiveAt && Date.now() - lastActiveAt.getTime() > SESSION_IDLE_MS) {
        await base.deleteSession?.(hashToken(token));
        return null;
      }
      return { ...found, session: unhash(found.session, token) };
    },
    updateSession: async (session) =>
      unhash(
        await base.updateSession?.({ ...session, sessionToken: hashToken(session.sessionToken) }),
        session.sessionToken,
      ),
    deleteSession: async (token) => {
      await base.deleteSession?.(hashToken(token));
    },
  };
}
