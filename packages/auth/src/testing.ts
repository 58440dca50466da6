/**
 * Test helpers shared by the suites of `auth` and `api` (`@teamkit/auth/testing`): never imported
 * by application code. Users and other rows come from the kit in `@teamkit/db/testing`.
 */
import type { Database } from "@teamkit/db";
import type { TemplateName } from "@teamkit/email";
import { eq, users } from "@teamkit/db";
import { latestMailTo } from "@teamkit/email";

/** The user row as stored (includes the hash: tests only). */
export async function findStoredUser(db: Database, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return user ?? null;
}

/** The newest mail of a template to an address, with its link (url, token) and 6-digit code. */
export async function readTestMail(db: Database, to: string, template: TemplateName) {
  const mail = await latestMailTo(db, to, template);
  if (!mail) throw new Error(`No ${template} mail to ${to}`);
  const link = /(https?:\/\/\S+?)\?token=([\w-]+)/.exec(mail.text);
  return {
    mail,
    url: link?.[1] ?? null,
    token: link?.[2] ?? null,
    code: /^(\d{6})$/m.exec(mail.text)?.[1] ?? null,
  };
}
