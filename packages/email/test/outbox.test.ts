import { describe, expect, it, vi } from "vitest";

import type { TestDatabaseHandle } from "@teamkit/db/testing";
import { eq, mailOutbox } from "@teamkit/db";
import { unique, useTestDatabase } from "@teamkit/db/testing";

import type { EmailTransport, OutgoingEmail } from "../src/transports/types";
import { readEmailEnv } from "../src/env";
import {
  deliverOutbox,
  enqueueEmail,
  listUndeliveredMails,
  MAX_OUTBOX_ATTEMPTS,
  pruneSentMail,
  queueEmail,
  retryQueuedEmail,
} from "../src/outbox";

const env = readEmailEnv({ NODE_ENV: "development" });
const MINUTE = 60_000;

/** A provider that fails while `down` and records what it delivered. */
function provider() {
  const delivered: OutgoingEmail[] = [];
  const state = { down: true };
  const transport: EmailTransport = {
    name: "fake",
    send: (email) => {
      if (state.down) return Promise.reject(new Error("provider unavailable (HTTP 503)"));
      delivered.push(email);
      return Promise.resolve({ id: `fake-${delivered.length}` });
    },
  };
  return { transport, delivered, state };
}

function ownerChangeMail() {
  return {
    to: `${unique("owner")}@example.com`,
    template: "SubscriptionOwnerChange" as const,
    locale: "de" as const,
    props: {
      teamName: "Acme",
      formerOwner: "Ada",
      reason: "left" as const,
      plan: "pro" as const,
      endsAt: null,
      url: "https://app.test/de/app/settings/team/billing",
    },
  };
}

async function outboxRow(database: TestDatabaseHandle, id: string) {
  const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  if (!row) throw new Error("no outbox row");
  return row;
}

describe("the mail outbox", () => {
  const database = useTestDatabase();
  const rowOf = (id: string) => outboxRow(database, id);

  /** A mail in the outbox, and a provider that is down until `state.down` is set to false. */
  async function queuedWhileDown() {
    const mail = ownerChangeMail();
    return { ...provider(), mail, id: await enqueueEmail(database.db, mail) };
  }

  it("sends a queued mail at once when the provider is up", async () => {
    const { transport, delivered, state } = provider();
    state.down = false;
    const mail = ownerChangeMail();
    expect(await queueEmail(database.db, mail, { transport, env })).toBe("sent");
    expect(delivered).toEqual([
      expect.objectContaining({ to: mail.to, template: "SubscriptionOwnerChange", locale: "de" }),
    ]);
  });

  it("sends at once when the app's clock is behind the database's", async () => {
    const { transport, delivered, state } = provider();
    state.down = false;
    // Another machine's clock: a due time stamped by the database would lie ahead of this one.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() - 5_000 });
    try {
      expect(await queueEmail(database.db, ownerChangeMail(), { transport, env })).toBe("sent");
    } finally {
      vi.useRealTimers();
    }
    expect(delivered).toHaveLength(1);
  });

  it("keeps a mail through a provider outage and sends it once the provider is back", async () => {
    const { transport, delivered, state, mail, id } = await queuedWhileDown();
    const start = new Date();
    await deliverOutbox(database.db, { transport, env, now: start });
    const waiting = await rowOf(id);
    expect(waiting).toMatchObject({ status: "pending", attempts: 1 });
    expect(waiting.lastError).toContain("HTTP 503");
    expect(waiting.nextAttemptAt.getTime() - start.getTime()).toBe(MINUTE);
    // Not before its backoff has passed.
    await deliverOutbox(database.db, { transport, env, now: new Date(start.getTime() + 30_000) });
    expect((await rowOf(id)).attempts).toBe(1);

    state.down = false;
    await deliverOutbox(database.db, { transport, env, now: waiting.nextAttemptAt });
    expect(await rowOf(id)).toMatchObject({ status: "sent", attempts: 2, lastError: null });
    expect(delivered.map((email) => email.to)).toEqual([mail.to]);
    await deliverOutbox(database.db, {
      transport,
      env,
      now: new Date(start.getTime() + 60 * MINUTE),
    });
    expect(delivered).toHaveLength(1);
  });

  it("gives up after the last attempt, lists the mail for admins, and sends it when retried", async () => {
    const { transport, delivered, state, mail, id } = await queuedWhileDown();
    let now = new Date();
    const waits: number[] = [];
    for (let attempt = 1; attempt <= MAX_OUTBOX_ATTEMPTS; attempt++) {
      await deliverOutbox(database.db, { transport, env, now });
      const row = await rowOf(id);
      expect(row.attempts).toBe(attempt);
      waits.push((row.nextAttemptAt.getTime() - now.getTime()) / MINUTE);
      now = row.nextAttemptAt;
    }
    expect(waits.slice(0, 5)).toEqual([1, 4, 16, 64, 256]);
    expect((await rowOf(id)).status).toBe("failed");
    await deliverOutbox(database.db, { transport, env, now: new Date(now.getTime() + 86_400_000) });
    expect((await rowOf(id)).attempts).toBe(MAX_OUTBOX_ATTEMPTS);
    expect(await listUndeliveredMails(database.db)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id,
          to: mail.to,
          status: "failed",
          attempts: MAX_OUTBOX_ATTEMPTS,
        }),
      ]),
    );

    state.down = false;
    expect(await retryQueuedEmail(database.db, id, { transport, env })).toEqual({
      to: mail.to,
      outcome: "sent",
    });
    expect(delivered.map((email) => email.to)).toEqual([mail.to]);
    expect((await listUndeliveredMails(database.db)).map((row) => row.id)).not.toContain(id);
    expect(await retryQueuedEmail(database.db, id, { transport, env })).toBeNull();
  });

  it("sends a mail once when two senders try it at the same time", async () => {
    const { transport, delivered, state } = provider();
    state.down = false;
    const id = await enqueueEmail(database.db, ownerChangeMail());
    const now = new Date();
    await Promise.all([
      deliverOutbox(database.db, { transport, env, now }),
      deliverOutbox(database.db, { transport, env, now }),
    ]);
    expect((await rowOf(id)).status).toBe("sent");
    expect(delivered).toHaveLength(1);
  });

  it("removes sent mails past retention and keeps undelivered ones", async () => {
    const { transport, state } = provider();
    const old = new Date(Date.now() - 40 * 86_400_000);
    const sentId = await enqueueEmail(database.db, ownerChangeMail());
    const failingId = await enqueueEmail(database.db, ownerChangeMail());
    state.down = false;
    await retryQueuedEmail(database.db, sentId, { transport, env });
    await database.db.update(mailOutbox).set({ createdAt: old }).where(eq(mailOutbox.id, sentId));
    await database.db
      .update(mailOutbox)
      .set({ createdAt: old, status: "failed" })
      .where(eq(mailOutbox.id, failingId));
    expect(await pruneSentMail(database.db, new Date(Date.now() - 30 * 86_400_000))).toBe(1);
    expect((await rowOf(failingId)).status).toBe("failed");
  });
});
