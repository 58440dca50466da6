import type { TemplateName } from "@teamkit/email";
import { eq, oneTimeTokens, sessions, users } from "@teamkit/db";
import { failWrites, useTestDatabase } from "@teamkit/db/testing";
import { EmailSendError, sendEmail } from "@teamkit/email";

import type { FlowDeps, SignedIn, SignInOutcome } from "../src/flows";
import { needsSecondFactor } from "../src/flows";
import { getSession } from "../src/session";
import { findStoredUser, readTestMail } from "../src/testing";

export const APP_URL = "http://app.test";

/** The outcome of a sign-in without two-factor: a session. */
export function expectSignedIn(outcome: SignInOutcome): SignedIn {
  if (needsSecondFactor(outcome)) throw new Error("expected a session, got a two-factor challenge");
  return outcome;
}

/** A clock the flows read through `deps.now`; tests move it. */
export function testClock(start = Date.now()) {
  const clock = {
    ms: start,
    now: () => new Date(clock.ms),
    advance: (ms: number) => {
      clock.ms += ms;
    },
  };
  return clock;
}

/** Real sending into the local mailbox of the test database, on the given clock. */
export function mailDeps(clock: { now: () => Date } = testClock()): FlowDeps {
  return { sendEmail, appUrl: APP_URL, now: clock.now };
}

/** Deps whose mail transport is down, as when the provider refuses. */
export function failingMailDeps(clock: { now: () => Date } = testClock()): FlowDeps {
  return {
    appUrl: APP_URL,
    now: clock.now,
    sendEmail: (input) =>
      Promise.reject(
        new EmailSendError({
          template: input.template,
          transport: "resend",
          cause: new Error("provider down"),
        }),
      ),
  };
}

/** Where a link or code flow's database fails: its own write, or starting the session after it. */
export const SIGN_IN_FAULTS = [
  ["the users update", users, "UPDATE"],
  ["starting the session", sessions, "INSERT"],
] as const;

/** A suite's test database and the reads its cases repeat, bound to that database. */
export function useFlowsDatabase() {
  const database = useTestDatabase();
  return {
    database,
    /** The newest mail of a template to an address, with its link's token and its code (if any). */
    readMail: (to: string, template: TemplateName) => readTestMail(database.db, to, template),
    /** The user row as stored (tests only: includes the hash). */
    storedUser: (email: string) => findStoredUser(database.db, email),
    /** The one-time tokens stored for an address. */
    storedTokens: (identifier: string) =>
      database.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.identifier, identifier)),
    /** The web session a token opens, or null. */
    sessionOf: (token: string) => getSession(database.db, token),
    /** What `run` throws while the database refuses `operation` on `table`. */
    failingWrite: async (
      table: Parameters<typeof failWrites>[1],
      operation: Parameters<typeof failWrites>[2],
      run: () => Promise<unknown>,
    ): Promise<unknown> => {
      const restore = await failWrites(database.db, table, operation);
      try {
        return await run().catch((error: unknown) => error);
      } finally {
        await restore();
      }
    },
  };
}
