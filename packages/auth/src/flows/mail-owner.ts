import type { Database } from "@teamkit/db";
import type { QueueEmail, TemplateProps } from "@teamkit/email";
import { eq, users } from "@teamkit/db";
import { localizedPath } from "@teamkit/i18n";

export interface OwnerMail {
  queueEmail: QueueEmail;
  appUrl: string;
}

type AccountNotice = "TwoFactorLocked" | "PasskeyAdded" | "PasskeyRefused" | "EmailChangeRequested";

/**
 * A warning to an account's owner at its current address, in their language, its button leading
 * to `path`; `props` are what the template names besides the link and the name.
 */
export async function mailAccountOwner<N extends AccountNotice>(
  db: Database,
  userId: string,
  mail: OwnerMail,
  message: { template: N; path: string; props?: Omit<TemplateProps<N>, "url" | "name"> },
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
      ...message.props,
      url: `${mail.appUrl}${localizedPath(user.locale, message.path)}`,
      name: user.name ?? "",
    } as TemplateProps<N>,
  });
}
