import type { Database } from "@teamkit/db";
import { and, eq, isNull, sql, users } from "@teamkit/db";
import { acceptPendingInvitations } from "@teamkit/teams";

import type { MobileDevice, StartedSession } from "../sessions";
import { endAllSessions, startSession } from "../sessions";

/** Where the app sends a user after signing in. */
export type SignInRedirect = "/app/dashboard" | "/onboarding";

/** The signed-in user as the mobile app receives it: explicit columns, never a hash. */
export interface SignedInUser {
  id: string;
  name: string | null;
  email: string;
  image: string | null;
  role: "user" | "admin";
  locale: "en" | "de";
}

/** The outcome of every successful sign-in path. */
export interface SignedIn {
  /** The new session: its raw token goes into the cookie (web) or the Bearer header (mobile). */
  session: StartedSession;
  redirectTo: SignInRedirect;
  user: SignedInUser;
  /**
   * True when this sign-in proved the address of an account nobody had verified, and the password
   * set at its registration was removed (see `proveAddress`): the user should set one of their own.
   */
  passwordRemoved: boolean;
}

/** The columns a sign-in path loads to finish with `completeSignIn`. */
export const signInUserColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  image: users.image,
  role: users.role,
  locale: users.locale,
  onboardingStep: users.onboardingStep,
  emailVerified: users.emailVerified,
  hasPassword: sql<boolean>`${users.passwordHash} is not null`,
};

/** A user as loaded with `signInUserColumns`. */
export type SignInUserRow = SignedInUser & {
  onboardingStep: "account" | "team" | "complete";
  emailVerified: Date | null;
  hasPassword: boolean;
};

/** Where a signed-in user goes next: onboarding until it is complete, then the app. */
export function redirectAfterSignIn(
  onboardingStep: SignInUserRow["onboardingStep"],
): SignInRedirect {
  return onboardingStep === "complete" ? "/app/dashboard" : "/onboarding";
}

/**
 * The user a mailed token or code was issued to, provided the account still has the address the
 * mail went to (a link sent before an email change must not sign in the new address's owner).
 */
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
 * Records that the user proved control of their address with a mailed link or code (magic link,
 * one-time code, and later an invitation), and says whether a password was removed.
 *
 * Registering does not prove the address: anyone can sign up with someone else's. So when the
 * first proof arrives by any other way than the verification link of that sign-up, the account's
 * password was chosen by somebody who never showed they own the address. It is discarded and
 * every session of the account ends, in the same guarded statement that marks the address
 * verified, so a password set by a squatter never signs in. The owner can set their own.
 * Already verified accounts keep everything (their first proof counted).
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

/**
 * Records that the verification link of the sign-up proved the address: it confirms the sign-up
 * that set the password, so the password stays. Only the first proof counts (its date is kept).
 */
export async function markEmailVerified(db: Database, userId: string, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ emailVerified: now })
    .where(and(eq(users.id, userId), isNull(users.emailVerified)));
}

/**
 * The common end of every sign-in path once the user is proven: accept pending invitations, start
 * a new session (never reuse one from before sign-in; a mobile one for a `device`), and say where
 * to go.
 */
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
