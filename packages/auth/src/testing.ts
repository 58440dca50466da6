/** Tests only: never imported by application code. */
import type { Database } from "@teamkit/db";
import type { TemplateName } from "@teamkit/email";
import { eq, users } from "@teamkit/db";
import { latestMailTo } from "@teamkit/email";

export async function findStoredUser(db: Database, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return user ?? null;
}

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
