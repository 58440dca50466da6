import type { Database } from "@teamkit/db";
import type { Locale } from "@teamkit/i18n";
import { eq, isUniqueViolation, users } from "@teamkit/db";
import { AppError } from "@teamkit/validators";

import type { ClockDeps, FlowDeps } from "./deps";
import type { OwnerMail } from "./mail-owner";
import { verifyAgainstDummy, verifyPassword } from "../password";
import { flowNow, normaliseEmail } from "./deps";
import { mailAccountOwner } from "./mail-owner";
import { consumeOneTimeToken, discardUnusedTokens } from "./one-time-tokens";
import { RESET_PASSWORD_PATH } from "./password-reset";
import { mailTokenLink } from "./token-links";

export const EMAIL_CHANGE_PATH = "/auth/verify";

function emailInUse(): AppError {
  return new AppError("CONFLICT", { messageKey: "auth.errors.emailInUse", field: "email" });
}

/** Only a signed-in user who knows their password may learn that the new address is taken. */
export async function confirmCurrentPassword(
  db: Database,
  input: { userId: string; currentPassword: string },
): Promise<void> {
  const [user] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, input.userId))
    .limit(1);
  if (!user?.passwordHash) {
    await verifyAgainstDummy(input.currentPassword);
    throw new AppError("BAD_REQUEST", {
      messageKey: "auth.errors.passwordRequired",
      field: "currentPassword",
    });
  }
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw new AppError("BAD_REQUEST", {
      messageKey: "auth.errors.currentPasswordWrong",
      field: "currentPassword",
    });
  }
}

export async function requestEmailChange(
  db: Database,
  input: { userId: string; currentPassword: string; newEmail: string; locale: Locale },
  deps: FlowDeps & OwnerMail,
): Promise<{ sentTo: string }> {
  await confirmCurrentPassword(db, input);
  const newEmail = normaliseEmail(input.newEmail);
  const [me] = await db
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, input.userId))
    .limit(1);
  if (!me) throw new AppError("UNAUTHORIZED");
  if (me.email === newEmail) {
    throw new AppError("BAD_REQUEST", { messageKey: "auth.errors.emailUnchanged", field: "email" });
  }
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, newEmail))
    .limit(1);
  if (taken) throw emailInUse();
  await discardUnusedTokens(db, "email_change", { userId: input.userId });
  const to = { userId: input.userId, email: newEmail, name: me.name, locale: input.locale };
  await mailTokenLink(db, deps, "email_change", to, {
    template: "EmailChange",
    path: EMAIL_CHANGE_PATH,
    props: (url, name) => ({ url: `${url}&type=email-change`, newEmail, name }),
  });
  // The old address hears of it: whoever asked knew the password, and it may not be its owner.
  await mailAccountOwner(db, input.userId, deps, {
    template: "EmailChangeRequested",
    path: RESET_PASSWORD_PATH,
    props: { newEmail },
  });
  return { sentTo: newEmail };
}

const LINKS_TO_THE_OLD_ADDRESS = ["password_reset", "magic_link", "email_verification"] as const;

export async function confirmEmailChange(
  db: Database,
  input: { token: string },
  deps: ClockDeps = {},
): Promise<{ email: string }> {
  const now = flowNow(deps);
  try {
    return await db.transaction(async (tx) => {
      const claim = await consumeOneTimeToken(tx, "email_change", input.token, now);
      const [updated] = await tx
        .update(users)
        .set({ email: claim.identifier, emailVerified: now })
        .where(eq(users.id, claim.userId))
        .returning({ email: users.email });
      if (!updated) throw new AppError("BAD_REQUEST", { messageKey: "auth.errors.invalidToken" });
      for (const type of LINKS_TO_THE_OLD_ADDRESS)
        await discardUnusedTokens(tx, type, { userId: claim.userId });
      return updated;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailInUse();
    throw error;
  }
}
