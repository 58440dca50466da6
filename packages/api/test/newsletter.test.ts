import { afterEach, describe, expect, it, vi } from "vitest";

import { authEnv, hashToken } from "@teamkit/auth";
import { eq, newsletterSubscribers } from "@teamkit/db";
import { useTestDatabase } from "@teamkit/db/testing";
import { latestMailTo, listMails } from "@teamkit/email";

import type { RateLimiter } from "../src/rate-limit";
import { RATE_LIMITS } from "../src/rate-limit";
import { createCaller } from "../src/root";
import { httpCall, sharedLimiter, testContext, WINDOW_START } from "./helpers";

const database = useTestDatabase();
afterEach(() => {
  vi.unstubAllEnvs();
});

const MINUTE = 60_000;
const invalidLink = { code: "BAD_REQUEST", cause: { messageKey: "newsletter.invalidLink" } };
const tooMany = { code: "TOO_MANY_REQUESTS", cause: { messageKey: "errors.tooManyRequests" } };

/** The newsletter procedures for an anonymous visitor on a page in `locale`, from `ip`. */
async function newsletter(
  options: { locale?: "en" | "de"; ip?: string; rateLimiter?: RateLimiter } = {},
) {
  const headers = new Headers({ "x-forwarded-for": options.ip ?? "203.0.113.7" });
  if (options.locale) headers.set("x-teamkit-locale", options.locale);
  const ctx = await testContext(database.db, headers, {}, { rateLimiter: options.rateLimiter });
  return createCaller(ctx).newsletter;
}

/** The confirm and unsubscribe links of the newest NewsletterSignup mail to an address. */
async function mailedLinks(to: string) {
  const mail = await latestMailTo(database.db, to, "NewsletterSignup");
  if (!mail) throw new Error(`No NewsletterSignup mail to ${to}`);
  const links = [...mail.text.matchAll(/(https?:\/\/[^\s?\]]+)\?token=([\w-]+)/g)].map(
    ([, url = "", token = ""]) => ({ url, token }),
  );
  const confirm = links.find((link) => link.url.endsWith("/newsletter/confirm"));
  const unsubscribe = links.find((link) => link.url.endsWith("/newsletter/unsubscribe"));
  if (!confirm || !unsubscribe) throw new Error(`The mail to ${to} lacks a newsletter link`);
  return { mail, confirm, unsubscribe };
}

/** Every row stored for an address (the unique index keeps it at most one). */
async function subscriberRows(email: string) {
  return database.db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email));
}

async function subscriber(email: string) {
  const [row] = await subscriberRows(email);
  if (!row) throw new Error(`No subscriber ${email}`);
  return row;
}

const mailCount = async (to: string) =>
  (await listMails(database.db, { to })).filter((mail) => mail.template === "NewsletterSignup")
    .length;

describe("newsletter.subscribe", () => {
  it("sends the confirmation mail in the caller's locale with working links", async () => {
    await expect(
      (await newsletter({ locale: "de" })).subscribe({ email: " Lea@Example.com " }),
    ).resolves.toEqual({ ok: true });

    const { mail, confirm, unsubscribe } = await mailedLinks("lea@example.com");
    expect(mail.locale).toBe("de");
    expect(mail.subject).toBe("Bitte bestätige dein Abo des Teamkit-Newsletters");
    expect(confirm.url).toBe(`${authEnv().APP_URL}/de/newsletter/confirm`);
    expect(unsubscribe.url).toBe(`${authEnv().APP_URL}/de/newsletter/unsubscribe`);
    expect(await subscriber("lea@example.com")).toMatchObject({ status: "pending", locale: "de" });

    await expect((await newsletter()).confirm({ token: confirm.token })).resolves.toEqual({
      ok: true,
    });
    await expect((await newsletter()).unsubscribe({ token: unsubscribe.token })).resolves.toEqual({
      ok: true,
    });
  });

  it("links an English mail to the unprefixed pages", async () => {
    await (await newsletter({ locale: "en" })).subscribe({ email: "eve@example.com" });
    const { mail, confirm, unsubscribe } = await mailedLinks("eve@example.com");
    expect(mail.locale).toBe("en");
    expect(mail.subject).toBe("Please confirm your subscription to the Teamkit newsletter");
    expect(confirm.url).toBe(`${authEnv().APP_URL}/newsletter/confirm`);
    expect(unsubscribe.url).toBe(`${authEnv().APP_URL}/newsletter/unsubscribe`);
  });

  it("uses an explicit locale over the page's", async () => {
    await (
      await newsletter({ locale: "en" })
    ).subscribe({ email: "max@example.com", locale: "de" });
    const { mail, confirm } = await mailedLinks("max@example.com");
    expect(mail.locale).toBe("de");
    expect(confirm.url).toBe(`${authEnv().APP_URL}/de/newsletter/confirm`);
  });

  it("stores only the hashes of the mailed tokens", async () => {
    await (await newsletter()).subscribe({ email: "hashes@example.com" });
    const { mail, confirm, unsubscribe } = await mailedLinks("hashes@example.com");
    const row = await subscriber("hashes@example.com");
    expect(row.confirmTokenHash).toBe(hashToken(confirm.token));
    expect(row.unsubscribeTokenHash).toBe(hashToken(unsubscribe.token));
    const stored = JSON.stringify(row);
    expect(stored).not.toContain(confirm.token);
    expect(stored).not.toContain(unsubscribe.token);
    expect(mail.html).toContain(confirm.token);
  });

  it("does not duplicate a pending address, answers identically and replaces its confirmation link", async () => {
    const api = await newsletter();
    await expect(api.subscribe({ email: "twice@example.com" })).resolves.toEqual({ ok: true });
    const first = await mailedLinks("twice@example.com");
    await expect(api.subscribe({ email: "TWICE@example.com" })).resolves.toEqual({ ok: true });
    const second = await mailedLinks("twice@example.com");

    expect(await subscriberRows("twice@example.com")).toHaveLength(1);
    expect(await mailCount("twice@example.com")).toBe(2);
    expect(second.confirm.token).not.toBe(first.confirm.token);
    await expect(api.confirm({ token: first.confirm.token })).rejects.toMatchObject(invalidLink);
    await expect(api.confirm({ token: second.confirm.token })).resolves.toEqual({ ok: true });
  });

  it("leaves a confirmed address as it is and sends it no mail", async () => {
    const api = await newsletter();
    await api.subscribe({ email: "done@example.com" });
    const { confirm, unsubscribe } = await mailedLinks("done@example.com");
    await api.confirm({ token: confirm.token });
    const before = await subscriber("done@example.com");

    await expect(
      (await newsletter({ locale: "de" })).subscribe({ email: "done@example.com" }),
    ).resolves.toEqual({ ok: true });
    expect(await mailCount("done@example.com")).toBe(1);
    expect(await subscriberRows("done@example.com")).toEqual([before]);
    // Its unsubscribe link keeps working: a stranger typing the address cannot replace it.
    await expect(api.unsubscribe({ token: unsubscribe.token })).resolves.toEqual({ ok: true });
  });

  it("answers new, pending, confirmed and unsubscribed addresses byte for byte the same", async () => {
    const api = await newsletter();
    await api.subscribe({ email: "enum.pending@example.com" });
    await api.subscribe({ email: "enum.confirmed@example.com" });
    await api.confirm({ token: (await mailedLinks("enum.confirmed@example.com")).confirm.token });
    await api.subscribe({ email: "enum.gone@example.com" });
    await api.unsubscribe({
      token: (await mailedLinks("enum.gone@example.com")).unsubscribe.token,
    });

    const answers = [];
    for (const email of [
      "enum.new@example.com",
      "enum.pending@example.com",
      "enum.confirmed@example.com",
      "enum.gone@example.com",
    ]) {
      answers.push(await httpCall(database.db, "newsletter.subscribe", { email }));
    }
    expect(answers[0]).toEqual({
      status: 200,
      body: expect.stringContaining('"ok":true') as string,
    });
    for (const answer of answers) expect(answer).toEqual(answers[0]);
  });

  it("puts an unsubscribed address back to pending with a new confirmation link", async () => {
    const api = await newsletter();
    await api.subscribe({ email: "again@example.com" });
    const first = await mailedLinks("again@example.com");
    await api.confirm({ token: first.confirm.token });
    await api.unsubscribe({ token: first.unsubscribe.token });
    expect(await subscriber("again@example.com")).toMatchObject({ status: "unsubscribed" });

    await (await newsletter({ locale: "de" })).subscribe({ email: "again@example.com" });
    const second = await mailedLinks("again@example.com");
    expect(await subscriber("again@example.com")).toMatchObject({
      status: "pending",
      locale: "de",
      confirmedAt: null,
    });
    expect(await subscriberRows("again@example.com")).toHaveLength(1);
    await expect(api.confirm({ token: second.confirm.token })).resolves.toEqual({ ok: true });
    expect(await subscriber("again@example.com")).toMatchObject({ status: "confirmed" });
    // The new mail carries a new unsubscribe link; the old one was replaced.
    await expect(api.unsubscribe({ token: first.unsubscribe.token })).rejects.toMatchObject(
      invalidLink,
    );
    await expect(api.unsubscribe({ token: second.unsubscribe.token })).resolves.toEqual({
      ok: true,
    });
  });

  it("rejects an invalid address with 'Please enter a valid email address.' on the email field", async () => {
    for (const email of ["not-an-email", "", "   "]) {
      const { status, body } = await httpCall(database.db, "newsletter.subscribe", { email });
      expect(status).toBe(400);
      const { error } = JSON.parse(body) as {
        error: { json: { message: string; data: { code: string; fieldErrors: unknown } } };
      };
      expect(error.json.message).toBe("Please enter a valid email address.");
      expect(error.json.data.code).toBe("BAD_REQUEST");
      expect(error.json.data.fieldErrors).toEqual([
        { path: "email", message: "Please enter a valid email address." },
      ]);
    }
    await expect((await newsletter()).subscribe({ email: "nope" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    expect(await subscriberRows("nope")).toHaveLength(0);
  });

  it("says it in German on a German page", async () => {
    const { status, body } = await httpCall(
      database.db,
      "newsletter.subscribe",
      { email: "kein-komma" },
      { headers: new Headers({ "x-teamkit-locale": "de" }) },
    );
    expect(status).toBe(400);
    const { error } = JSON.parse(body) as {
      error: { json: { data: { fieldErrors: unknown } } };
    };
    expect(error.json.data.fieldErrors).toEqual([
      { path: "email", message: "Bitte gib eine gültige E-Mail-Adresse ein." },
    ]);
  });

  it("surfaces a failed send as an error instead of answering ok", async () => {
    // No Resend key and local services off: every send fails.
    vi.stubEnv("TEAMKIT_LOCAL_SERVICES", "0");
    await expect(
      (await newsletter()).subscribe({ email: "no.mail@example.com" }),
    ).rejects.toMatchObject({
      code: "INTERNAL_SERVER_ERROR",
      cause: { messageKey: "newsletter.errors.notSent" },
    });

    const { status, body } = await httpCall(database.db, "newsletter.subscribe", {
      email: "no.mail@example.com",
    });
    expect(status).toBe(500);
    expect((JSON.parse(body) as { error: { json: { message: string } } }).error.json.message).toBe(
      "We could not send the confirmation email. Please try again in a few minutes.",
    );
    expect(await mailCount("no.mail@example.com")).toBe(0);

    // Once mail works again, signing up again sends the mail.
    vi.unstubAllEnvs();
    await (await newsletter()).subscribe({ email: "no.mail@example.com" });
    expect(await mailCount("no.mail@example.com")).toBe(1);
  });
});

describe("newsletter.confirm", () => {
  it("marks the address confirmed and works only once", async () => {
    const api = await newsletter();
    await api.subscribe({ email: "once@example.com" });
    const { confirm } = await mailedLinks("once@example.com");
    await expect(api.confirm({ token: confirm.token })).resolves.toEqual({ ok: true });
    const row = await subscriber("once@example.com");
    expect(row).toMatchObject({ status: "confirmed", confirmTokenHash: null });
    expect(row.confirmedAt).toBeInstanceOf(Date);

    await expect(api.confirm({ token: confirm.token })).rejects.toMatchObject(invalidLink);
    expect(await subscriber("once@example.com")).toEqual(row);
  });

  it("refuses an unknown token with the translated invalid-link message", async () => {
    await expect((await newsletter()).confirm({ token: "made-up" })).rejects.toMatchObject(
      invalidLink,
    );
    const en = await httpCall(database.db, "newsletter.confirm", { token: "made-up" });
    expect(en.status).toBe(400);
    expect(en.body).toContain("This link is invalid or has expired.");
    const de = await httpCall(
      database.db,
      "newsletter.confirm",
      { token: "made-up" },
      { headers: new Headers({ "x-teamkit-locale": "de" }) },
    );
    expect(de.body).toContain("Dieser Link ist ungültig oder abgelaufen.");
  });
});

describe("newsletter.unsubscribe", () => {
  it("unsubscribes a confirmed address and answers the same when the link is used again", async () => {
    const api = await newsletter();
    await api.subscribe({ email: "leave@example.com" });
    const { confirm, unsubscribe } = await mailedLinks("leave@example.com");
    await api.confirm({ token: confirm.token });

    await expect(api.unsubscribe({ token: unsubscribe.token })).resolves.toEqual({ ok: true });
    expect(await subscriber("leave@example.com")).toMatchObject({ status: "unsubscribed" });
    await expect(api.unsubscribe({ token: unsubscribe.token })).resolves.toEqual({ ok: true });
    expect(await subscriber("leave@example.com")).toMatchObject({ status: "unsubscribed" });
  });

  it("stops a pending address's confirmation link from working", async () => {
    const api = await newsletter();
    await api.subscribe({ email: "not.me@example.com" });
    const { confirm, unsubscribe } = await mailedLinks("not.me@example.com");
    await api.unsubscribe({ token: unsubscribe.token });
    await expect(api.confirm({ token: confirm.token })).rejects.toMatchObject(invalidLink);
    expect(await subscriber("not.me@example.com")).toMatchObject({
      status: "unsubscribed",
      confirmTokenHash: null,
      confirmedAt: null,
    });
  });

  it("refuses an unknown token as an invalid link", async () => {
    await expect((await newsletter()).unsubscribe({ token: "made-up" })).rejects.toMatchObject(
      invalidLink,
    );
  });
});

describe("newsletter rate limits", () => {
  /** Sign-ups from a client address, all counted by one limiter on `clock`. */
  function subscriberOn(clock: { ms: number }) {
    const rateLimiter = sharedLimiter(clock);
    return async (ip: string, email: string) =>
      (await newsletter({ rateLimiter, ip })).subscribe({ email });
  }

  it("has a per-client sign-up rule of 10 per 10 minutes", () => {
    expect(RATE_LIMITS.newsletterIp).toEqual({ limit: 10, windowMs: 10 * MINUTE });
  });

  it("lets 10 sign-ups per client address through in 10 minutes and refuses the 11th until the window ends", async () => {
    const clock = { ms: WINDOW_START };
    const subscribe = subscriberOn(clock);
    for (let i = 0; i < 10; i++) {
      await expect(subscribe("192.0.2.10", `spray${i}@example.com`)).resolves.toEqual({ ok: true });
    }
    clock.ms = WINDOW_START + 10 * MINUTE - 1;
    await expect(subscribe("192.0.2.10", "spray10@example.com")).rejects.toMatchObject(tooMany);
    expect(await subscriberRows("spray10@example.com")).toHaveLength(0);
    // Another client is unaffected.
    await expect(subscribe("192.0.2.11", "spray10@example.com")).resolves.toEqual({ ok: true });
    clock.ms = WINDOW_START + 10 * MINUTE;
    await expect(subscribe("192.0.2.10", "spray11@example.com")).resolves.toEqual({ ok: true });
  });

  it("sends 3 mails per address and client in 5 minutes, and refuses the 4th", async () => {
    const clock = { ms: WINDOW_START };
    const subscribe = subscriberOn(clock);
    for (let i = 0; i < 3; i++) {
      await subscribe("198.51.100.1", "mail.limit@example.com");
    }
    clock.ms = WINDOW_START + 5 * MINUTE - 1;
    await expect(subscribe("198.51.100.1", "Mail.Limit@example.com")).rejects.toMatchObject(
      tooMany,
    );
    expect(await mailCount("mail.limit@example.com")).toBe(3);
    clock.ms = WINDOW_START + 5 * MINUTE;
    await subscribe("198.51.100.1", "mail.limit@example.com");
    expect(await mailCount("mail.limit@example.com")).toBe(4);
  });

  it("limits a confirmed address like any other, so the limit tells nothing", async () => {
    const rateLimiter = sharedLimiter();
    const api = await newsletter({ rateLimiter });
    await api.subscribe({ email: "limit.confirmed@example.com" });
    await api.confirm({ token: (await mailedLinks("limit.confirmed@example.com")).confirm.token });
    await api.subscribe({ email: "limit.confirmed@example.com" });
    await api.subscribe({ email: "limit.confirmed@example.com" });
    await expect(api.subscribe({ email: "limit.confirmed@example.com" })).rejects.toMatchObject(
      tooMany,
    );
  });

  it("lets 30 link uses per client address through in a minute, confirm and unsubscribe together, and refuses the 31st", async () => {
    const rateLimiter = sharedLimiter();
    const api = await newsletter({ rateLimiter, ip: "192.0.2.30" });
    for (let i = 0; i < 15; i++) {
      await expect(api.confirm({ token: `guess-${i}` })).rejects.toMatchObject(invalidLink);
      await expect(api.unsubscribe({ token: `guess-${i}` })).rejects.toMatchObject(invalidLink);
    }
    await expect(api.confirm({ token: "guess-30" })).rejects.toMatchObject(tooMany);
    await expect(api.unsubscribe({ token: "guess-30" })).rejects.toMatchObject(tooMany);
    const other = await newsletter({ rateLimiter, ip: "192.0.2.31" });
    await expect(other.confirm({ token: "guess-30" })).rejects.toMatchObject(invalidLink);
  });

  it("gives a provider's one-click unsubscribes a budget of their own: 600 a minute per address", async () => {
    expect(RATE_LIMITS.oneClickUnsubscribe).toEqual({ limit: 600, windowMs: MINUTE });
    const clock = { ms: WINDOW_START };
    const rateLimiter = sharedLimiter(clock);
    const provider = await newsletter({ rateLimiter, ip: "192.0.2.40" });
    await provider.subscribe({ email: "one.click@example.com" });
    const { unsubscribe } = await mailedLinks("one.click@example.com");
    // The link budget is spent, and one-click posts still get through.
    for (let i = 0; i < 30; i++) {
      await expect(provider.confirm({ token: `spent-${i}` })).rejects.toMatchObject(invalidLink);
    }
    await expect(provider.unsubscribe({ token: unsubscribe.token })).rejects.toMatchObject(tooMany);
    for (let i = 0; i < 599; i++) {
      await expect(provider.unsubscribeOneClick({ token: `other-${i}` })).rejects.toMatchObject(
        invalidLink,
      );
    }
    await expect(provider.unsubscribeOneClick({ token: unsubscribe.token })).resolves.toEqual({
      ok: true,
    });
    expect(await subscriber("one.click@example.com")).toMatchObject({ status: "unsubscribed" });
    await expect(provider.unsubscribeOneClick({ token: unsubscribe.token })).rejects.toMatchObject(
      tooMany,
    );
    clock.ms = WINDOW_START + MINUTE;
    await expect(provider.unsubscribeOneClick({ token: unsubscribe.token })).resolves.toEqual({
      ok: true,
    });
  });
});
