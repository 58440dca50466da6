import type { Database } from "@teamkit/db";
import { and, eq, isNull, users } from "@teamkit/db";
import { acceptPendingInvitations } from "@teamkit/teams";

import type { SessionUser } from "../session";
import type { StartedSession } from "../sessions";
import type { SignInClient, SignInDeps } from "./deps";
import { sessionUserColumns } from "../session";
import { endAllSessions, startSession } from "../sessions";
import { issueTwoFactorChallenge } from "../two-factor/challenge";
import { isTrustedBrowser } from "../two-factor/trusted-browsers";
import { flowNow, signInClient } from "./deps";

/** `?joined=`: a web sign-in accepted an invitation; the dashboard says which team it joined. */
export type SignInRedirect = "/app/dashboard" | `/app/dashboard?joined=${string}` | "/onboarding";

export type SignedInUser = Omit<
  SessionUser,
  "onboardingStep" | "emailVerified" | "hasPassword" | "twoFactor"
>;

export interface SignedIn {
  session: StartedSession;
  redirectTo: SignInRedirect;
  /** A team an invitation to the address made the user join, the oldest invitation's. */
  joinedTeamId: string | null;
  user: SignedInUser;
  passwordRemoved: boolean;
}

/** The first factor passed; no session exists until the challenge is answered. */
export interface TwoFactorRequired {
  challenge: { token: string; expires: Date };
  passwordRemoved: boolean;
}

export type SignInOutcome = SignedIn | TwoFactorRequired;

export function needsSecondFactor(outcome: SignInOutcome): outcome is TwoFactorRequired {
  return "challenge" in outcome;
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
 * Anyone can sign up with someone else's address: on a first proof by any other way than the
 * sign-up's own link, the password (chosen by someone who never proved the address) is discarded
 * and every session ends, in the statement that marks the address verified.
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

/**
 * Every way to sign in ends here. An account with two-factor sign-in gets a challenge instead of a
 * session, unless the second factor was just passed or the browser is trusted. Never reuses a
 * session from before sign-in; a `device` gets a mobile session.
 */
export async function completeSignIn(
  db: Database,
  user: SignInUserRow,
  now: Date,
  outcome: SignInClient & { passwordRemoved?: boolean; secondFactorPassed?: boolean } = {},
): Promise<SignInOutcome> {
  const passwordRemoved = outcome.passwordRemoved ?? false;
  if (
    user.twoFactor &&
    !outcome.secondFactorPassed &&
    !(
      !outcome.device &&
      outcome.trustedBrowser &&
      (await isTrustedBrowser(db, user.id, outcome.trustedBrowser, now))
    )
  ) {
    const challenge = await issueTwoFactorChallenge(db, user, now, {
      device: outcome.device,
      userAgent: outcome.userAgent,
      passwordRemoved,
    });
    return { challenge, passwordRemoved };
  }
  const { joinedTeamIds } = await acceptPendingInvitations(db, {
    userId: user.id,
    email: user.email,
    name: user.name,
    now,
  });
  const session = await startSession(db, user.id, now, {
    device: outcome.device,
    userAgent: outcome.userAgent,
  });
  const redirectTo = redirectAfterSignIn(user.onboardingStep);
  const joined = joinedTeamIds[0];
  return {
    session,
    redirectTo:
      joined && !outcome.device && redirectTo === "/app/dashboard"
        ? `${redirectTo}?joined=${joined}`
        : redirectTo,
    joinedTeamId: joined ?? null,
    passwordRemoved,
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

export function signInFlow<Input>(
  run: (db: Database, input: Input, now: Date, client: SignInClient) => Promise<SignInOutcome>,
): (db: Database, input: Input, deps?: SignInDeps) => Promise<SignInOutcome> {
  return (db, input, deps = {}) => run(db, input, flowNow(deps), signInClient(deps));
}
