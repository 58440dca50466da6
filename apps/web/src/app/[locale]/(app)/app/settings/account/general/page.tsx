import { getLocale, getTranslations } from "next-intl/server";

import { passkeysOffered } from "@teamkit/auth";

import { AccountNameForm } from "~/components/account/account-name-form";
import { AvatarField } from "~/components/account/avatar-field";
import { DeleteAccountSection } from "~/components/account/delete-account-section";
import { EmailChangeForm } from "~/components/account/email-change-form";
import { PasskeysSection } from "~/components/account/passkeys-section";
import { PasswordChangeForm } from "~/components/account/password-change-form";
import { RemovePasswordForm } from "~/components/account/remove-password-form";
import { SessionsList } from "~/components/account/sessions-list";
import { SetPasswordCard } from "~/components/account/set-password-card";
import { TwoFactorSection } from "~/components/account/two-factor-section";
import { ReadOnlyWhileImpersonating } from "~/components/admin/read-only-while-impersonating";
import { SettingsSection } from "~/components/settings/settings-section";
import { pageTitle } from "~/server/page-title";
import { requireSession } from "~/server/session";
import { serverApi } from "~/trpc/server";

export const generateMetadata = pageTitle((t) => t("account.general.title"));

export default async function AccountGeneralPage() {
  const t = await getTranslations("account.general");
  const tAvatar = await getTranslations("account.avatar");
  const tTwoFactor = await getTranslations("account.twoFactor");
  const locale = await getLocale();
  const { user: me, impersonating } = await requireSession();
  const api = await serverApi();
  const tSessions = await getTranslations("account.sessions");
  const sessions = await api.user.sessions.list();
  // An admin acting as the user sees no second factor: it is the user's alone.
  const twoFactor = impersonating ? null : await api.user.twoFactor.status();
  const tPasskeys = await getTranslations("account.passkeys");
  const passkeys = impersonating ? null : await api.user.passkeys.list();
  const now = new Date();
  return (
    <ReadOnlyWhileImpersonating>
      <h2 className="sr-only">{t("title")}</h2>
      <SettingsSection title={t("name.title")}>
        <AccountNameForm name={me.name ?? ""} />
      </SettingsSection>
      <SettingsSection title={tAvatar("title")} description={tAvatar("description")}>
        <AvatarField name={me.name ?? me.email} image={me.image} />
      </SettingsSection>
      <SettingsSection title={t("email.title")} description={t("email.description")}>
        <EmailChangeForm email={me.email} />
      </SettingsSection>
      {me.hasPassword ? (
        <SettingsSection title={t("password.title")} description={t("password.description")}>
          <PasswordChangeForm />
          {passkeys && <RemovePasswordForm initialPasskeys={passkeys} />}
        </SettingsSection>
      ) : (
        <SetPasswordCard email={me.email} />
      )}
      {twoFactor && (
        <SettingsSection
          id="two-factor"
          title={tTwoFactor("title")}
          description={tTwoFactor("description")}
        >
          <TwoFactorSection initial={twoFactor} email={me.email} hasPassword={me.hasPassword} />
        </SettingsSection>
      )}
      {passkeys && (
        <SettingsSection
          id="passkeys"
          title={tPasskeys("title")}
          description={tPasskeys("description")}
        >
          {passkeysOffered() ? (
            <PasskeysSection initial={passkeys} now={now} hasPassword={me.hasPassword} />
          ) : (
            <p className="text-sm text-gray-600 dark:text-gray-400">{tPasskeys("unavailable")}</p>
          )}
        </SettingsSection>
      )}
      <SettingsSection
        id="sessions"
        title={tSessions("title")}
        description={tSessions("description")}
      >
        <SessionsList initial={sessions} now={now} />
      </SettingsSection>
      <SettingsSection title={t("delete.title")} description={t("delete.warning")} tone="danger">
        <DeleteAccountSection locale={locale} />
      </SettingsSection>
    </ReadOnlyWhileImpersonating>
  );
}
