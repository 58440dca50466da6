import { describe, expect, it } from "vitest";

import type { EmailTransport, OutgoingEmail } from "@teamkit/email";
import { authEnv } from "@teamkit/auth";
import { eq, newsletterSubscribers } from "@teamkit/db";
import { useTestDatabase } from "@teamkit/db/testing";
import { latestMailTo, sendEmail } from "@teamkit/email";

import {
  confirmNewsletterSubscription,
  subscribeToNewsletter,
  unsubscribeFromNewsletter,
} from "../src";

const database = useTestDatabase();

const MINUTE = 60_000;

/** The confirmation link's token of the newest NewsletterSignup mail to an address. */
async function mailedLinks(to: string) {
  const mail = await latestMailTo(database.db, to, "NewsletterSignup");
  if (!mail) throw new Error(`No NewsletterSignup mail to ${to}`);
  const confirm = [...mail.text.matchAll(/(https?:\/\/[^\s?\]]+)\?token=([\w-]+)/g)]
    .map(([, url = "", token = ""]) => ({ url, token }))
    .find((link) => link.url.endsWith("/newsletter/confirm"));
  if (!confirm) throw new Error(`The mail to ${to} lacks a confirmation link`);
  return { confirm };
}

async function subscriber(email: string) {
  const [row] = await database.db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email));
  if (!row) throw new Error(`No subscriber ${email}`);
  return row;
}

describe("confirmNewsletterSubscription", () => {
  it("accepts the link just before 7 days and refuses it at 7 days", async () => {
    const start = new Date(Date.UTC(2031, 4, 1, 9));
    const deps = { sendEmail, appUrl: authEnv().APP_URL, now: () => start };
    await subscribeToNewsletter(
      database.db,
      { email: "week.edge@example.com", locale: "en" },
      deps,
    );
    await subscribeToNewsletter(
      database.db,
      { email: "week.over@example.com", locale: "en" },
      deps,
    );
    const edge = await mailedLinks("week.edge@example.com");
    const over = await mailedLinks("week.over@example.com");
    expect((await subscriber("week.edge@example.com")).confirmExpiresAt).toEqual(
      new Date(start.getTime() + 7 * 24 * 60 * MINUTE),
    );

    const at = (ms: number) => ({ now: () => new Date(start.getTime() + ms) });
    await expect(
      confirmNewsletterSubscription(
        database.db,
        { token: edge.confirm.token },
        at(7 * 24 * 60 * MINUTE - 1),
      ),
    ).resolves.toEqual({ ok: true });
    await expect(
      confirmNewsletterSubscription(
        database.db,
        { token: over.confirm.token },
        at(7 * 24 * 60 * MINUTE),
      ),
    ).rejects.toMatchObject({ code: "BAD_REQUEST", messageKey: "newsletter.invalidLink" });
    expect(await subscriber("week.over@example.com")).toMatchObject({ status: "pending" });
  });
});

describe("subscribeToNewsletter", () => {
  it("mails a one-click unsubscribe address (List-Unsubscribe) whose token unsubscribes", async () => {
    const sent: OutgoingEmail[] = [];
    const transport: EmailTransport = {
      name: "spy",
      send: (email) => {
        sent.push(email);
        return Promise.resolve({ id: String(sent.length) });
      },
    };
    const appUrl = authEnv().APP_URL;
    await subscribeToNewsletter(
      database.db,
      { email: "one.click@example.com", locale: "de" },
      { sendEmail: (input) => sendEmail({ ...input, transport }), appUrl },
    );

    const headers = sent[0]?.headers ?? {};
    expect(headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const address = /^<([^>]+)>$/.exec(headers["List-Unsubscribe"] ?? "")?.[1] ?? "";
    const url = new URL(address);
    expect(`${url.origin}${url.pathname}`).toBe(`${appUrl}/api/newsletter/unsubscribe`);
    expect(url.searchParams.get("locale")).toBe("de");

    await unsubscribeFromNewsletter(database.db, { token: url.searchParams.get("token") ?? "" });
    expect(await subscriber("one.click@example.com")).toMatchObject({ status: "unsubscribed" });
  });
});
