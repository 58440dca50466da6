import { beforeEach, describe, expect, it } from "vitest";

import { testDriver, useTestDatabase } from "@teamkit/db/testing";

import { readEmailEnv } from "../src/env";
import { clearMailbox, getMail, latestMailTo, listMails } from "../src/mailbox";
import { sendEmail } from "../src/send";
import { createMailboxTransport } from "../src/transports/mailbox";

const devEnv = readEmailEnv({ NODE_ENV: "development" });

describe(`local mailbox on ${testDriver()}`, () => {
  const database = useTestDatabase();
  beforeEach(async () => {
    await clearMailbox(database.db);
  });

  const send = (to: string, code: string, locale: "en" | "de" = "en") =>
    sendEmail({
      to,
      template: "MagicLink",
      props: { url: `https://app.test/magic?token=${code}`, code },
      locale,
      env: devEnv,
      transport: createMailboxTransport(database.db),
    });

  it("stores a sent mail with both parts, the sender, the template and the locale", async () => {
    const sent = await send("ada@example.com", "111111", "de");
    expect(sent.transport).toBe("mailbox");

    const mail = await getMail(database.db, sent.id);
    expect(mail).toMatchObject({
      id: sent.id,
      to: "ada@example.com",
      from: devEnv.from,
      subject: "Dein Anmeldelink für Teamkit",
      template: "MagicLink",
      locale: "de",
    });
    expect(mail?.html).toContain('href="https://app.test/magic?token=111111"');
    expect(mail?.text).toContain("111111");
    expect(mail?.createdAt).toBeInstanceOf(Date);
  });

  it("lists mails newest first, without their bodies", async () => {
    const first = await send("ada@example.com", "100001");
    const second = await send("grace@example.com", "100002");
    const third = await send("ada@example.com", "100003");

    const list = await listMails(database.db);
    expect(list.map((m) => m.id)).toEqual([third.id, second.id, first.id]);
    expect(Object.keys(list[0] ?? {}).sort()).toEqual([
      "createdAt",
      "from",
      "id",
      "locale",
      "subject",
      "template",
      "to",
    ]);
  });

  it("filters the list by recipient, ignoring case, and honours the limit", async () => {
    const first = await send("ada@example.com", "200001");
    await send("grace@example.com", "200002");
    const third = await send("Ada@Example.com", "200003");

    expect((await listMails(database.db, { to: "ADA@example.com" })).map((m) => m.id)).toEqual([
      third.id,
      first.id,
    ]);
    expect(
      (await listMails(database.db, { to: "ada@example.com", limit: 1 })).map((m) => m.id),
    ).toEqual([third.id]);
    expect(await listMails(database.db, { to: "nobody@example.com" })).toEqual([]);
  });

  it("finds the latest mail to a recipient, optionally of one template", async () => {
    const magic = await send("ada@example.com", "300001");
    const welcome = await sendEmail({
      to: "ada@example.com",
      template: "NewUser",
      props: { url: "https://app.test/verify?token=v1", name: "Ada" },
      locale: "en",
      env: devEnv,
      transport: createMailboxTransport(database.db),
    });
    await send("grace@example.com", "300002");

    expect((await latestMailTo(database.db, "ada@example.com"))?.id).toBe(welcome.id);
    const latestMagic = await latestMailTo(database.db, "ada@example.com", "MagicLink");
    expect(latestMagic?.id).toBe(magic.id);
    expect(latestMagic?.text).toContain("https://app.test/magic?token=300001");
    expect(await latestMailTo(database.db, "ada@example.com", "TeamInvitation")).toBeNull();
    expect(await latestMailTo(database.db, "nobody@example.com")).toBeNull();
  });

  it("answers null for an unknown mail id", async () => {
    expect(await getMail(database.db, crypto.randomUUID())).toBeNull();
  });

  it("clears every mail and reports how many it removed", async () => {
    await send("ada@example.com", "400001");
    await send("grace@example.com", "400002");
    expect(await clearMailbox(database.db)).toBe(2);
    expect(await listMails(database.db)).toEqual([]);
  });
});
