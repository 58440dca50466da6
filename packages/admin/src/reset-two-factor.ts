import type { Database } from "@teamkit/db";
import type { QueueEmail } from "@teamkit/email";
import { endAllSessions, removeTwoFactor } from "@teamkit/auth";
import { eq, users } from "@teamkit/db";
import { localizedPath } from "@teamkit/i18n";
import { AppError } from "@teamkit/validators";

import { recordAudit } from "./audit";
import { loadPerson, loadTarget } from "./targets";

export const ACCOUNT_SETTINGS_PATH = "/app/settings/account/general";

/**
 * For a user who lost their authenticator and recovery codes: removes the factor, ends every
 * session (the next sign-in asks for the password alone) and records it, in one transaction.
 * The mail goes through the outbox afterwards, so a failed send never undoes the reset.
 */
export async function resetTwoFactorAsAdmin(
  db: Database,
  input: { adminId: string; userId: string; ip: string },
  mail: { queueEmail: QueueEmail; appUrl: string },
): Promise<{ reset: true }> {
  const target = await db.transaction(async (tx) => {
    const admin = await loadPerson(tx, input.adminId);
    const target = await loadTarget(tx, input.adminId, input.userId);
    const [row] = await tx
      .select({ enabledAt: users.twoFactorEnabledAt })
      .from(users)
      .where(eq(users.id, target.id))
      .for("update");
    if (!row?.enabledAt) {
      throw new AppError("CONFLICT", { messageKey: "admin.errors.twoFactorOff" });
    }
    await removeTwoFactor(tx, target.id);
    await endAllSessions(tx, target.id);
    await recordAudit(tx, { actor: admin, action: "user.twoFactorReset", target, ip: input.ip });
    return target;
  });
  await mail.queueEmail({
    to: target.email,
    template: "TwoFactorReset",
    locale: target.locale,
    props: {
      url: `${mail.appUrl}${localizedPath(target.locale, ACCOUNT_SETTINGS_PATH)}`,
      name: target.name ?? "",
    },
  });
  return { reset: true };
}
