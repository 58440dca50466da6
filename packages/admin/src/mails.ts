import type { Database } from "@teamkit/db";
import type { DeliveryOptions, DeliveryOutcome } from "@teamkit/email";
import { retryQueuedEmail } from "@teamkit/email";
import { AppError } from "@teamkit/validators";

import { recordAudit } from "./audit";
import { loadPerson } from "./targets";

/** One attempt now, with fresh retries after it; the outcome says whether it went out. */
export async function retryMailAsAdmin(
  db: Database,
  input: { adminId: string; mailId: string; ip: string },
  options: DeliveryOptions = {},
): Promise<{ outcome: DeliveryOutcome }> {
  const admin = await loadPerson(db, input.adminId);
  const retried = await retryQueuedEmail(db, input.mailId, options);
  if (!retried) throw new AppError("NOT_FOUND", { messageKey: "admin.errors.mailNotFound" });
  await recordAudit(db, {
    actor: admin,
    action: "mail.retried",
    target: { id: input.mailId, email: retried.to, name: null },
    ip: input.ip,
    details: { outcome: retried.outcome },
  });
  return { outcome: retried.outcome };
}
