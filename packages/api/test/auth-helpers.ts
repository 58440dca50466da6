import type { Database } from "@teamkit/db";
import type { TemplateName } from "@teamkit/email";
import { findStoredUser, readTestMail } from "@teamkit/auth/testing";

/** The stored user (tests only). */
export const findUser = findStoredUser;

/** The link token and the code of the newest mail of a template to an address. */
export async function mailedToken(db: Database, to: string, template: TemplateName) {
  const { mail, url, token, code } = await readTestMail(db, to, template);
  if (!token) throw new Error(`The ${template} mail to ${to} has no link`);
  return { url: url ?? "", token, code, locale: mail.locale };
}

/** A six-digit code that is certainly not `code`. */
export function wrongCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, "0");
}
