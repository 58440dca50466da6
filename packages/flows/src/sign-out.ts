import type { Session } from "@teamkit/auth";
import type { Database } from "@teamkit/db";
import { returnFromImpersonation, stopImpersonation } from "@teamkit/admin";
import { endSession } from "@teamkit/auth";

/** Ending an impersonation ends the admin's own session too: the browser is signed out of both. */
export async function signOut(
  db: Database,
  input: {
    session: Session | null;
    sessionToken: string | undefined;
    adminToken: string | undefined;
    ip: string;
  },
): Promise<{ impersonationEnded: boolean }> {
  const { session } = input;
  if (session?.impersonatorId) {
    const adminSession = await stopImpersonation(db, {
      session: { ...session, impersonatorId: session.impersonatorId },
      adminToken: input.adminToken,
      ip: input.ip,
    });
    if (adminSession) await endSession(db, adminSession.token);
    return { impersonationEnded: true };
  }
  if (!session && input.adminToken) {
    // The impersonation ran out, and the browser still holds the admin's own session: end both.
    const admin = await returnFromImpersonation(db, { adminToken: input.adminToken, ip: input.ip });
    if (admin) await endSession(db, admin.token);
    return { impersonationEnded: true };
  }
  if (input.sessionToken) await endSession(db, input.sessionToken);
  return { impersonationEnded: false };
}
