import type { Database } from "@teamkit/db";
import type { QueueEmail, TemplateProps } from "@teamkit/email";
import { eq, users } from "@teamkit/db";
import { localizedPath } from "@teamkit/i18n";

export interface OwnerMail {
  queueEmail: QueueEmail;
  appUrl: string;
}

type AccountNotice = "TwoFactorLocked" | "PasskeyAdded" | "PasskeyRefused" | "EmailChangeRequested";
type ExtraProps<N extends AccountNotice> = Omit<TemplateProps<N>, "url" | "name">;
type NoticeProps<N extends AccountNotice> = keyof ExtraProps<N> extends never
  ? { props?: undefined }
  : { props: ExtraProps<N> };

/** A warning to an account's owner, in their language, its button leading to `path`. */
export async function mailAccountOwner<N extends AccountNotice>(
  db: Database,
  userId: string,
  mail: OwnerMail,
  message: { template: N; path: string } & NoticeProps<N>,
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
