import type { Database, Transaction } from "@teamkit/db";
import { eq, users } from "@teamkit/db";

import type { AuditPerson } from "./audit";
import { adminTargetRefused, userNotFound } from "./errors";

export interface AdminTarget extends AuditPerson {
  role: "user" | "admin";
  locale: "en" | "de";
  emailVerified: Date | null;
}

export async function loadPerson(db: Database | Transaction, userId: string): Promise<AuditPerson> {
  const [person] = await db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!person) throw userNotFound();
  return person;
}

/** Admins never impersonate or delete admins, themselves included. */
export async function loadTarget(
  db: Database | Transaction,
  adminId: string,
  userId: string,
): Promise<AdminTarget> {
  const [target] = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      role: users.role,
      locale: users.locale,
      emailVerified: users.emailVerified,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!target) throw userNotFound();
  if (target.role === "admin" || target.id === adminId) throw adminTargetRefused();
  return target;
}
