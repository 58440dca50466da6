import type { Database } from "@teamkit/db";
import type { QueueEmail } from "@teamkit/email";
import { eq, users } from "@teamkit/db";
import { localizedPath } from "@teamkit/i18n";

export interface OwnerMail {
  queueEmail: QueueEmail;
  appUrl: string;
}

/** A warning to an account's owner, in their language, its button leading to `path`. */
export async function mailAccountOwner(
  db: Database,
  userId: string,
  mail: OwnerMail,
  message: { template: "TwoFactorLocked" | "PasskeyAdded" | "PasskeyRefused"; path: string },
): Promise<void> {
  const [user] = await db
    .select({ email: users.email, name: users.name, locale: users.locale })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return;
  await mail.queueEmail({
    to: user.email,
    template: message.template,
    locale: user.locale,
    props: {
      url: `${mail.appUrl}${localizedPath(user.locale, message.path)}`,
      name: user.name ?? "",
    },
  });
}
