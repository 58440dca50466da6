import type { Database } from "@teamkit/db";
import type { TemplateName } from "@teamkit/email";
import { hashPassword } from "@teamkit/auth";
import { eq, users } from "@teamkit/db";
import { latestMailTo } from "@teamkit/email";

/** The password of every user these tests create. */
export const PASSWORD = "Secret-pass-1";

/** A user with a password and no session (verified unless told otherwise). */
export async function createAccount(
  db: Database,
  values: {
    email: string;
    verified?: boolean;
    locale?: "en" | "de";
    onboardingStep?: "account" | "team" | "complete";
  },
): Promise<string> {
  const [user] = await db
    .insert(users)
    .values({
      email: values.email,
      name: "Test User",
      passwordHash: await hashPassword(PASSWORD),
      emailVerified: values.verified === false ? null : new Date(),
      locale: values.locale ?? "en",
      onboardingStep: values.onboardingStep ?? "complete",
    })
    .returning({ id: users.id });
  if (!user) throw new Error("no user");
  return user.id;
}

/** The stored user (tests only). */
export async function findUser(db: Database, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return user ?? null;
}

/** The link token and the code of the newest mail of a template to an address. */
export async function mailedToken(db: Database, to: string, template: TemplateName) {
  const mail = await latestMailTo(db, to, template);
  if (!mail) throw new Error(`No ${template} mail to ${to}`);
  const link = /(https?:\/\/\S+?)\?token=([\w-]+)/.exec(mail.text);
  if (!link?.[2]) throw new Error(`The ${template} mail to ${to} has no link`);
  return {
    url: link[1] ?? "",
    token: link[2],
    code: /^(\d{6})$/m.exec(mail.text)?.[1] ?? null,
    locale: mail.locale,
  };
}

/** A six-digit code that is certainly not `code`. */
export function wrongCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, "0");
}
