import type { Database } from "@teamkit/db";
import { and, eq, isNull, users } from "@teamkit/db";

import type { StartedSession } from "../sessions";
import { startSession } from "../sessions";
import { acceptPendingInvitations } from "./invitations";

/** Where the app sends a user after signing in. */
export type SignInRedirect = "/app/dashboard";

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
};

/** A user as loaded with `signInUserColumns`. */
export type SignInUserRow = SignedInUser & {
  onboardingStep: "account" | "team" | "complete";
  emailVerified: Date | null;
};

/**
 * Where a signed-in user goes next. Onboarding (account, then team) needs teams, which come in a
 * later issue; until `/onboarding` exists every user goes to the dashboard rather than to a 404.
 * The teams issue restores `onboardingStep === "complete" ? "/app/dashboard" : "/onboarding"`.
 */
export function redirectAfterSignIn(): SignInRedirect {
  return "/app/dashboard";
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

/** Records that the user proved control of their address (a mailed link or code was used). */
export async function markEmailVerified(db: Database, userId: string, now: Date): Promise<void> {
  // Only the first proof counts: the original verification date is kept.
  await db
    .update(users)
    .set({ emailVerified: now })
    .where(and(eq(users.id, userId), isNull(users.emailVerified)));
}

/**
 * The common end of every sign-in path once the user is proven: accept pending invitations, start
 * a new session (never reuse one from before sign-in), and say where to go.
 */
export async function completeSignIn(
  db: Database,
  user: SignInUserRow,
  now: Date,
): Promise<SignedIn> {
  await acceptPendingInvitations(db, { userId: user.id, email: user.email, now });
  const session = await startSession(db, user.id, now);
  return {
    session,
    redirectTo: redirectAfterSignIn(),
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
