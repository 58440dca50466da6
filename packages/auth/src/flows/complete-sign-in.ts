import type { Database } from "@teamkit/db";
import { and, eq, isNull, users } from "@teamkit/db";
import { acceptPendingInvitations } from "@teamkit/teams";

import type { SessionUser } from "../session";
import type { MobileDevice, StartedSession } from "../sessions";
import { sessionUserColumns } from "../session";
import { endAllSessions, startSession } from "../sessions";

export type SignInRedirect = "/app/dashboard" | "/onboarding";

/** What a client learns about the account it signed in to. */
export type SignedInUser = Omit<SessionUser, "onboardingStep" | "emailVerified" | "hasPassword">;

export interface SignedIn {
  session: StartedSession;
  redirectTo: SignInRedirect;
  user: SignedInUser;
  passwordRemoved: boolean;
}

export const signInUserColumns = sessionUserColumns;

export type SignInUserRow = SessionUser;

export function redirectAfterSignIn(
  onboardingStep: SignInUserRow["onboardingStep"],
): SignInRedirect {
  return onboardingStep === "complete" ? "/app/dashboard" : "/onboarding";
}

/** A link sent before an email change must not sign in the new address's owner. */
export async function findTokenUser(
  db: Database,
  token: { userId: string; identifier: string },
): Promise<SignInUserRow | null> {
  const [user] = await db
    .select(signInUserColumns)
    .from(users)
    .where(and(eq(users.id, token.userId), eq(users.email, token.identifier)))
    .limit(1);
  return user ?? null;
}

/**
 * Registering does not prove the address: anyone can sign up with someone else's. On a first proof
 * by any other way than the sign-up's own link, the password (chosen by someone who never proved
 * the address) is discarded and every session ends, in the statement that marks the address
 * verified.
 */
export async function proveAddress(
  db: Database,
  user: Pick<SignInUserRow, "id" | "emailVerified" | "hasPassword">,
  now: Date,
): Promise<{ passwordRemoved: boolean }> {
  if (user.emailVerified) return { passwordRemoved: false };
  const [claimed] = await db
    .update(users)
    .set({ emailVerified: now, passwordHash: null })
    .where(and(eq(users.id, user.id), isNull(users.emailVerified)))
    .returning({ id: users.id });
  // A concurrent proof won the race: it did the same, and this one changes nothing.
  if (!claimed) return { passwordRemoved: false };
  await endAllSessions(db, user.id);
  return { passwordRemoved: user.hasPassword };
}

export async function markEmailVerified(db: Database, userId: string, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ emailVerified: now })
    .where(and(eq(users.id, userId), isNull(users.emailVerified)));
}

/** Never reuses a session from before sign-in; a `device` gets a mobile session. */
export async function completeSignIn(
  db: Database,
  user: SignInUserRow,
  now: Date,
  outcome: { passwordRemoved?: boolean; device?: MobileDevice } = {},
): Promise<SignedIn> {
  await acceptPendingInvitations(db, { userId: user.id, email: user.email, name: user.name, now });
  const session = await startSession(db, user.id, now, outcome.device);
  return {
    session,
    redirectTo: redirectAfterSignIn(user.onboardingStep),
    passwordRemoved: outcome.passwordRemoved ?? false,
    user: {
      id: user.id,
      name: user.name,
      email: user.email,
      image: user.image,
      role: user.role,
      locale: user.locale,
    },
  };
}
