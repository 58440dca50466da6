/** Tests only: never imported by application code. */
import { decodeBase32IgnorePadding } from "@oslojs/encoding";
import { generateHOTP } from "@oslojs/otp";

import type { Database } from "@teamkit/db";
import type { TemplateName } from "@teamkit/email";
import { eq, users } from "@teamkit/db";
import { latestMailTo } from "@teamkit/email";

import { totpStep } from "./two-factor/totp";

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

/** What an authenticator app shows for the key shown at enrolment, `steps` of 30 s from `now`. */
export function authenticatorCode(manualKey: string, now = new Date(), steps = 0): string {
  const secret = decodeBase32IgnorePadding(manualKey.replace(/\s/g, ""));
  return generateHOTP(secret, BigInt(totpStep(now) + steps), 6);
}

export { softPasskey } from "./passkeys/soft-authenticator";
