import type { Database } from "@teamkit/db";
import { and, eq, gt, invitations, memberships } from "@teamkit/db";

/**
 * Turns every live invitation to `email` into a membership with the invited role and deletes the
 * invitations (spec: an invitation is accepted automatically on sign-in or sign-up). Called by
 * every successful sign-in path. An existing membership is left as it is. Returns the teams joined.
 */
export async function acceptPendingInvitations(
  db: Database,
  input: { userId: string; email: string; now?: Date },
): Promise<{ teamIds: string[] }> {
  const now = input.now ?? new Date();
  // Delete-and-insert in one transaction: an invitation is never lost without its membership, and
  // two concurrent sign-ins cannot both take the same invitation (the delete locks its rows).
  // Expired invitations stay: the team's owner still sees and can revoke or renew them.
  return db.transaction(async (tx) => {
    const accepted = await tx
      .delete(invitations)
      .where(
        and(
          eq(invitations.email, input.email.trim().toLowerCase()),
          gt(invitations.expiresAt, now),
        ),
      )
      .returning({ teamId: invitations.teamId, role: invitations.role });
    if (accepted.length) {
      await tx
        .insert(memberships)
        .values(accepted.map(({ teamId, role }) => ({ teamId, userId: input.userId, role })))
        .onConflictDoNothing({ target: [memberships.teamId, memberships.userId] });
    }
    return { teamIds: accepted.map(({ teamId }) => teamId) };
  });
}
