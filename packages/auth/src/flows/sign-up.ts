import type { Database } from "@teamkit/db";
import type { Locale } from "@teamkit/i18n";
import { eq, errorSummary, users } from "@teamkit/db";
import { AppError } from "@teamkit/validators";

import type { FlowDeps } from "./deps";
import { hashPassword } from "../password";
import { normaliseEmail } from "./deps";
import { sendVerificationMail } from "./email-verification";

/**
 * Creates an unverified account and sends the NewUser mail with its verification link, in the
 * caller's locale (which becomes the account's). An address that already has an account is
 * CONFLICT `auth.errors.emailInUse` (the one place that may say so). When the mail cannot be sent
 * the account is removed again and the caller gets INTERNAL `auth.errors.signUpFailed`, so they
 * can simply try again.
 */
export async function signUp(
  db: Database,
  input: { name: string; email: string; password: string; locale: Locale },
  deps: FlowDeps,
): Promise<{ email: string }> {
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

  try {
    await sendVerificationMail(db, { userId: user.id, email, name, locale: input.locale }, deps);
  } catch (error) {
    // Compensation instead of a transaction around the send: PGlite has a single connection, and
    // holding a transaction open across a network call to the mail provider is wrong anyway. An
    // account nobody can verify would only block the address, so it goes (its token cascades).
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
