import type { Database } from "@teamkit/db";
import { queueEmail, sendEmail } from "@teamkit/email";

import type { FlowContext } from "../src";

/** A flow context on the test database whose payment provider must not be needed. */
export function flowContext(db: Database): FlowContext {
  return {
    db,
    billingProvider: () => {
      throw new Error("No payment provider in this test");
    },
    mail: {
      sendEmail: (input) => sendEmail({ ...input, db: input.db ?? db }),
      queueEmail: (mail) => queueEmail(db, mail),
      appUrl: "http://teamkit.test",
    },
  };
}
