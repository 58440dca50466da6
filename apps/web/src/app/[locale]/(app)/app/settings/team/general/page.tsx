import { getTranslations } from "next-intl/server";

import { ReadOnlyWhileImpersonating } from "~/components/admin/read-only-while-impersonating";
import { NoTeamState } from "~/components/settings/no-team-state";
import { SettingsSection } from "~/components/settings/settings-section";
import { DeleteTeamButton, LeaveTeamButton } from "~/components/teams/team-exit-buttons";
import { TeamNameForm } from "~/components/teams/team-name-form";
import { PRIMARY_LINK_CLASS, TwoFactorGate } from "~/components/teams/two-factor-gate";
import { TwoFactorPolicyForm } from "~/components/teams/two-factor-policy-form";
import { WithActiveTeamSync } from "~/components/teams/with-active-team-sync";
import { appUrl } from "~/content/site";
import { ServerLink } from "~/i18n/server-link";
import { pageTitle } from "~/server/page-title";
import { requireSession } from "~/server/session";
import { getActiveTeam, isShutOut } from "~/server/teams";
import { serverApi } from "~/trpc/server";

export const generateMetadata = pageTitle((t) => t("teamSettings.generalTitle"));

async function TeamGeneralSettingsPageContent() {
  const { user } = await requireSession();
  const team = await getActiveTeam();
  if (!team) return <NoTeamState />;
  const t = await getTranslations("teamSettings");
  // The server refuses the last owner's leaving: the section says why instead of offering it.
  const leaveSection = (isOnlyOwner = false) => (
    <SettingsSection
      title={t("leave.title")}
      description={t(isOnlyOwner ? "leave.onlyOwner" : "leave.description", { team: team.name })}
    >
      {!isOnlyOwner && <LeaveTeamButton team={team} />}
    </SettingsSection>
  );
  // Shut out by the team's policy: why, and the way out of the team.
  if (await isShutOut(team)) {
    return (
      <>
        <TwoFactorGate team={team} />
        {leaveSection()}
      </>
    );
  }
  const isOwner = team.role === "owner";
  const url = `${appUrl()}/t/${team.slug}`;
  const api = await serverApi();
  const [policy, overview] = isOwner
    ? await Promise.all([
        api.team.twoFactorPolicy({ teamId: team.id }),
        api.team.get({ teamId: team.id }),
      ])
    : [null, null];
  return (
    <>
      <SettingsSection
        title={t("name.title")}
        description={isOwner ? t("name.description") : t("name.readOnly")}
      >
        {isOwner ? (
          <TeamNameForm team={team} origin={appUrl()} />
        ) : (
          <dl className="grid gap-3 text-sm sm:grid-cols-[10rem_1fr]">
            <dt className="font-medium text-gray-500 dark:text-gray-400">{t("name.title")}</dt>
            <dd>{team.name}</dd>
            <dt className="font-medium text-gray-500 dark:text-gray-400">{t("name.url")}</dt>
            <dd className="break-all">{url}</dd>
          </dl>
        )}
      </SettingsSection>
      <SettingsSection title={t("twoFactor.title")} description={t("twoFactor.description")}>
        {policy ? (
          <div className="grid gap-3">
            <TwoFactorPolicyForm team={team} canRequire={policy.available && user.twoFactor} />
            <PolicyHint policy={policy} ownerHasTwoFactor={user.twoFactor} />
          </div>
        ) : (
          <p className="text-sm">
            {t(team.requireTwoFactor ? "twoFactor.requiredReadOnly" : "twoFactor.optionalReadOnly")}
          </p>
        )}
      </SettingsSection>
      {leaveSection(!!overview && overview.ownerCount <= 1)}
      {isOwner && (
        <SettingsSection
          title={t("delete.title")}
          description={t("delete.description")}
          tone="danger"
        >
          <DeleteTeamButton team={team} />
        </SettingsSection>
      )}
    </>
  );
}

/** What stands between the owner and the requirement, or who it keeps out. */
async function PolicyHint({
  policy,
  ownerHasTwoFactor,
}: {
  policy: { requireTwoFactor: boolean; available: boolean; membersWithout: number };
  ownerHasTwoFactor: boolean;
}) {
  const t = await getTranslations("teamSettings.twoFactor");
  const blocker = policy.requireTwoFactor
    ? null
    : !policy.available
      ? { text: t("upgrade"), href: "/app/settings/team/billing", action: t("openBilling") }
      : !ownerHasTwoFactor
        ? {
            text: t("ownerFirst"),
            href: "/app/settings/account/general#two-factor",
            action: t("openAccount"),
          }
        : null;
  if (blocker) {
    return (
      <div className="grid justify-items-start gap-3 text-sm">
        <p className="text-gray-700 dark:text-gray-300">{blocker.text}</p>
        <ServerLink href={blocker.href} className={PRIMARY_LINK_CLASS}>
          {blocker.action}
        </ServerLink>
      </div>
    );
  }
  return (
    <p className="text-sm text-gray-600 dark:text-gray-400">
      {t("membersWithout", { count: policy.membersWithout })}
    </p>
  );
}

/** The page, kept in step with the shell's team. */
export default async function TeamGeneralSettingsPage() {
  return (
    <WithActiveTeamSync>
      <ReadOnlyWhileImpersonating>
        {await TeamGeneralSettingsPageContent()}
      </ReadOnlyWhileImpersonating>
    </WithActiveTeamSync>
  );
}
