import "server-only";

import type { Database } from "@teamkit/db";
import { mails } from "@teamkit/db";

import type { EmailTransport } from "./types";

/** Takes the database lazily, so choosing this transport never opens a connection. */
export function createMailboxTransport(db: Database | (() => Promise<Database>)): EmailTransport {
  return {
    name: "mailbox",
    async send(email) {
      const database = typeof db === "function" ? await db() : db;
      const [row] = await database
        .insert(mails)
        .values({
          to: email.to,
          from: email.from,
          subject: email.subject,
          html: email.html,
          text: email.text,
          template: email.template,
          locale: email.locale,
        })
        .returning({ id: mails.id });
      if (!row) throw new Error("The local mailbox did not store the mail.");
      return { id: row.id };
    },
  };
}
