import type { Database } from "@teamkit/db";
import type { Locale } from "@teamkit/i18n";
import { eq, errorSummary, users } from "@teamkit/db";
import { acceptInvitation } from "@teamkit/teams";
import { AppError } from "@teamkit/validators";

import type { SignInOutcome } from "./complete-sign-in";
import type { FlowDeps, SignInClient } from "./deps";
import { hashPassword } from "../password";
import { completeSignIn, markEmailVerified, signInUserColumns } from "./complete-sign-in";
import { flowNow, normaliseEmail, signInClient } from "./deps";
import { sendVerificationMail } from "./email-verification";

export async function signUp(
  db: Database,
  input: {
    name: string;
    email: string;
    password: string;
    locale: Locale;
    invitationToken?: string;
    forApp?: boolean;
  },
  deps: FlowDeps & SignInClient,
): Promise<{ email: string; signedIn?: SignInOutcome }> {
  const email = normaliseEmail(input.email);
  const name = input.name.trim();
  const passwordHash = await hashPassword(input.password);
  // The unique index decides, so two concurrent sign-ups for one address cannot both win.
  const [user] = await db
    .insert(users)
    .values({ name, email, passwordHash, locale: input.locale })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  if (!user)
    throw new AppError("CONFLICT", { messageKey: "auth.errors.emailInUse", field: "email" });

  if (input.invitationToken) {
    const signedIn = await joinByInvitation(db, { id: user.id, email, name }, input, deps);
    if (signedIn) return { email, signedIn };
  }

  try {
    await sendVerificationMail(
      db,
      { userId: user.id, email, name, locale: input.locale },
      deps,
      input.forApp ?? false,
    );
  } catch (error) {
    // Compensation instead of a transaction around the send: PGlite has one connection, and a
    // transaction must not span a call to the mail provider.
    try {
      await db.delete(users).where(eq(users.id, user.id));
    } catch (cleanupError) {
      console.error(
        "Sign-up: could not remove the account whose mail failed",
        errorSummary(cleanupError),
      );
    }
    throw new AppError("INTERNAL", { messageKey: "auth.errors.signUpFailed", cause: error });
  }
  return { email };
}

/**
 * Using a link mailed to the address proves it, and nobody else can have set the new account's
 * password.
 */
async function joinByInvitation(
  db: Database,
  user: { id: string; email: string; name: string },
  input: { invitationToken?: string },
  deps: FlowDeps & SignInClient,
): Promise<SignInOutcome | null> {
  const now = flowNow(deps);
  try {
    await acceptInvitation(db, user, input.invitationToken ?? "", now);
  } catch {
    return null;
  }
  await markEmailVerified(db, user.id, now);
  const [row] = await db.select(signInUserColumns).from(users).where(eq(users.id, user.id));
  if (!row) return null;
  return completeSignIn(db, row, now, signInClient(deps));
}
