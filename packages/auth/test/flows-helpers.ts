import type { Database } from "@teamkit/db";
import type { TemplateName } from "@teamkit/email";
import { eq, users } from "@teamkit/db";
import { EmailSendError, latestMailTo, sendEmail } from "@teamkit/email";

import type { FlowDeps } from "../src/flows";
import { hashPassword } from "../src/password";

export const APP_URL = "http://app.test";
export const PASSWORD = "Secret-pass-1";

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
export function mailDeps(clock: { now: () => Date }): FlowDeps {
  return { sendEmail, appUrl: APP_URL, now: clock.now };
}

/** Deps whose mail transport is down, as when the provider refuses. */
export function failingMailDeps(clock: { now: () => Date }): FlowDeps {
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

/** A user created directly in the database (verified unless told otherwise). */
export async function createUser(
  db: Database,
  values: {
    email: string;
    verified?: boolean;
    locale?: "en" | "de";
    onboardingStep?: "account" | "team" | "complete";
    name?: string;
  },
) {
  const [user] = await db
    .insert(users)
    .values({
      email: values.email,
      name: values.name ?? "Test User",
      passwordHash: await hashPassword(PASSWORD),
      emailVerified: values.verified === false ? null : new Date(),
      locale: values.locale ?? "en",
      onboardingStep: values.onboardingStep ?? "complete",
    })
    .returning({ id: users.id });
  if (!user) throw new Error("no user");
  return user.id;
}

/** The user row as stored (tests only: includes the hash). */
export async function storedUser(db: Database, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return user ?? null;
}

/** The newest mail of a template to an address, with its link's token and its code (if any). */
export async function readMail(db: Database, to: string, template: TemplateName) {
  const mail = await latestMailTo(db, to, template);
  if (!mail) throw new Error(`No ${template} mail to ${to}`);
  const link = /(https?:\/\/\S+?)\?token=([\w-]+)/.exec(mail.text);
  const code = /^(\d{6})$/m.exec(mail.text);
  return {
    mail,
    url: link?.[1] ?? null,
    token: link?.[2] ?? null,
    code: code?.[1] ?? null,
  };
}
