import "server-only";

import type { Database } from "@teamkit/db";
import { and, desc, eq, lt, mails, sql } from "@teamkit/db";

import type { TemplateName } from "./templates";

const listColumns = {
  id: mails.id,
  to: mails.to,
  from: mails.from,
  subject: mails.subject,
  template: mails.template,
  locale: mails.locale,
  createdAt: mails.createdAt,
};

export type MailSummary = Awaited<ReturnType<typeof listMails>>[number];
export type Mail = typeof mails.$inferSelect;

const DEFAULT_LIMIT = 50;
const MAX_LIMIT = 500;

/** Addresses compare case-insensitively: tests and users type them in any case. */
function recipientIs(to: string) {
  return sql`lower(${mails.to}) = ${to.trim().toLowerCase()}`;
}

export async function listMails(db: Database, options: { to?: string; limit?: number } = {}) {
  const limit = Math.min(Math.max(Math.trunc(options.limit ?? DEFAULT_LIMIT), 1), MAX_LIMIT);
  return db
    .select(listColumns)
    .from(mails)
    .where(options.to ? recipientIs(options.to) : undefined)
    .orderBy(desc(mails.createdAt), desc(mails.id))
    .limit(limit);
}

export async function getMail(db: Database, id: string): Promise<Mail | null> {
  const [mail] = await db.select().from(mails).where(eq(mails.id, id)).limit(1);
  return mail ?? null;
}

export async function latestMailTo(
  db: Database,
  to: string,
  template?: TemplateName,
): Promise<Mail | null> {
  const [mail] = await db
    .select()
    .from(mails)
    .where(and(recipientIs(to), template ? eq(mails.template, template) : undefined))
    .orderBy(desc(mails.createdAt), desc(mails.id))
    .limit(1);
  return mail ?? null;
}

export async function clearMailbox(db: Database): Promise<number> {
  const removed = await db.delete(mails).returning({ id: mails.id });
  return removed.length;
}

/** Retention: mails stored before `before` leave the local mailbox. */
export async function pruneMailbox(db: Database, before: Date): Promise<number> {
  const removed = await db
    .delete(mails)
    .where(lt(mails.createdAt, before))
    .returning({ id: mails.id });
  return removed.length;
}
