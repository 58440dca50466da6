import "server-only";

import type { Database } from "@teamkit/db";
import type { Locale } from "@teamkit/i18n";
import { and, desc, eq, gte, inArray, lt, lte, mailOutbox, or, sql } from "@teamkit/db";

import type { SendEmailInput } from "./send";
import type { TemplateName, TemplateProps } from "./templates";
import { sendEmail } from "./send";
import { isTemplateName } from "./templates";

export const MAX_OUTBOX_ATTEMPTS = 6;
/** The wait after the n-th failed attempt is this times 4^(n-1): 1, 4, 16, 64 and 256 minutes. */
export const OUTBOX_RETRY_BASE_MS = 60_000;
/** How long an attempt in flight holds its mail before another sender may take it. */
const ATTEMPT_LEASE_MS = 5 * 60_000;

export interface QueuedEmail<N extends TemplateName> {
  to: string;
  template: N;
  props: TemplateProps<N>;
  locale: Locale;
}

export type DeliveryOptions = Pick<
  SendEmailInput<TemplateName>,
  "transport" | "env" | "resendClient"
>;

export type DeliveryOutcome = "sent" | "retrying" | "failed" | "skipped";

/** `queueEmail` with the database bound, as request contexts hand it to domain code. */
export type QueueEmail = <N extends TemplateName>(mail: QueuedEmail<N>) => Promise<DeliveryOutcome>;

/** Stores the mail; `deliverQueuedEmail` or the scheduler's `deliverOutbox` sends it. */
export async function enqueueEmail<N extends TemplateName>(
  db: Database,
  mail: QueuedEmail<N>,
  now = new Date(),
): Promise<string> {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      to: mail.to,
      template: mail.template,
      locale: mail.locale,
      props: mail.props as unknown as Record<string, unknown>,
      // The JS clock, as the first attempt's: the database's would be later by its microseconds.
      nextAttemptAt: now,
    })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error("The outbox did not store the mail.");
  return row.id;
}

/** Stores the mail, then makes its first attempt at once; a failure leaves it to the scheduler. */
export async function queueEmail<N extends TemplateName>(
  db: Database,
  mail: QueuedEmail<N>,
  options: DeliveryOptions = {},
): Promise<DeliveryOutcome> {
  const now = new Date();
  return deliverQueuedEmail(db, await enqueueEmail(db, mail, now), { ...options, now });
}

/**
 * One attempt, if the mail is due: claimed by one guarded update (so two senders never send it
 * twice), sent, then marked sent, or failed with its next attempt after a backoff.
 */
export async function deliverQueuedEmail(
  db: Database,
  id: string,
  options: DeliveryOptions & { now?: Date } = {},
): Promise<DeliveryOutcome> {
  const now = options.now ?? new Date();
  const [claimed] = await db
    .update(mailOutbox)
    .set({
      attempts: sql`${mailOutbox.attempts} + 1`,
      nextAttemptAt: new Date(now.getTime() + ATTEMPT_LEASE_MS),
    })
    .where(
      and(
        eq(mailOutbox.id, id),
        eq(mailOutbox.status, "pending"),
        lte(mailOutbox.nextAttemptAt, now),
      ),
    )
    .returning();
  if (!claimed) return "skipped";
  try {
    if (!isTemplateName(claimed.template)) {
      throw new Error(`Unknown mail template ${claimed.template}`);
    }
    await sendEmail({
      to: claimed.to,
      template: claimed.template,
      props: claimed.props as never,
      locale: claimed.locale,
      transport: options.transport,
      env: options.env,
      resendClient: options.resendClient,
      db,
    });
    await db
      .update(mailOutbox)
      .set({ status: "sent", sentAt: now, lastError: null })
      .where(eq(mailOutbox.id, id));
    return "sent";
  } catch (error) {
    const gaveUp = claimed.attempts >= MAX_OUTBOX_ATTEMPTS;
    await db
      .update(mailOutbox)
      .set({
        status: gaveUp ? "failed" : "pending",
        lastError: (error instanceof Error ? error.message : String(error)).slice(0, 500),
        nextAttemptAt: new Date(
          now.getTime() + OUTBOX_RETRY_BASE_MS * 4 ** Math.max(0, claimed.attempts - 1),
        ),
      })
      .where(eq(mailOutbox.id, id));
    return gaveUp ? "failed" : "retrying";
  }
}

/** Every due mail, oldest first. */
export async function deliverOutbox(
  db: Database,
  options: DeliveryOptions & { now?: Date; limit?: number } = {},
): Promise<{ sent: number; retrying: number; failed: number }> {
  const now = options.now ?? new Date();
  const due = await db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, "pending"), lte(mailOutbox.nextAttemptAt, now)))
    .orderBy(mailOutbox.createdAt)
    .limit(options.limit ?? 200);
  const counts = { sent: 0, retrying: 0, failed: 0 };
  for (const { id } of due) {
    const outcome = await deliverQueuedEmail(db, id, { ...options, now });
    if (outcome !== "skipped") counts[outcome] += 1;
  }
  return counts;
}

/** What an admin sees: mails that gave up, and mails that failed at least once and wait. */
export async function listUndeliveredMails(db: Database, limit = 50) {
  return db
    .select({
      id: mailOutbox.id,
      to: mailOutbox.to,
      template: mailOutbox.template,
      status: mailOutbox.status,
      attempts: mailOutbox.attempts,
      lastError: mailOutbox.lastError,
      nextAttemptAt: mailOutbox.nextAttemptAt,
      createdAt: mailOutbox.createdAt,
    })
    .from(mailOutbox)
    .where(
      or(
        eq(mailOutbox.status, "failed"),
        and(eq(mailOutbox.status, "pending"), gte(mailOutbox.attempts, 1)),
      ),
    )
    .orderBy(desc(mailOutbox.createdAt))
    .limit(limit);
}

export type UndeliveredMail = Awaited<ReturnType<typeof listUndeliveredMails>>[number];

/** Makes a mail due now with fresh attempts, then tries it once. Null: no such undelivered mail. */
export async function retryQueuedEmail(
  db: Database,
  id: string,
  options: DeliveryOptions & { now?: Date } = {},
): Promise<{ to: string; outcome: DeliveryOutcome } | null> {
  const now = options.now ?? new Date();
  const [reset] = await db
    .update(mailOutbox)
    .set({ status: "pending", attempts: 0, nextAttemptAt: now })
    .where(and(eq(mailOutbox.id, id), inArray(mailOutbox.status, ["pending", "failed"])))
    .returning({ to: mailOutbox.to });
  if (!reset) return null;
  return { to: reset.to, outcome: await deliverQueuedEmail(db, id, { ...options, now }) };
}

/** Retention for sent mails; undelivered ones stay until they are sent or retried. */
export async function pruneSentMail(db: Database, before: Date): Promise<number> {
  const removed = await db
    .delete(mailOutbox)
    .where(and(eq(mailOutbox.status, "sent"), lt(mailOutbox.createdAt, before)))
    .returning({ id: mailOutbox.id });
  return removed.length;
}
