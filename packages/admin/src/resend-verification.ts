import type { FlowDeps } from "@teamkit/auth";
import type { Database } from "@teamkit/db";
import { sendVerificationMail } from "@teamkit/auth";
import { AppError } from "@teamkit/validators";

import { recordAudit } from "./audit";
import { loadPerson, loadTarget } from "./targets";

export async function resendVerificationAsAdmin(
  db: Database,
  input: { adminId: string; userId: string; ip: string },
  deps: FlowDeps,
): Promise<{ sent: true }> {
  const admin = await loadPerson(db, input.adminId);
  const target = await loadTarget(db, input.adminId, input.userId);
  if (target.emailVerified) {
    throw new AppError("CONFLICT", { messageKey: "admin.errors.alreadyVerified" });
  }
  await sendVerificationMail(
    db,
    { userId: target.id, email: target.email, name: target.name, locale: target.locale },
    deps,
    // The admin cannot know whether the user signed up in the app, so the mail serves both.
    true,
  );
  await recordAudit(db, { actor: admin, action: "user.verificationResent", target, ip: input.ip });
  return { sent: true };
}
