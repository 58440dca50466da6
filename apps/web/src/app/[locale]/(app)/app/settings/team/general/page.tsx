import type { Metadata } from "next";

import { getTranslations } from "next-intl/server";

import { NoTeamState } from "~/components/settings/no-team-state";
import { SettingsSection } from "~/components/settings/settings-section";
import { DeleteTeamButton, LeaveTeamButton } from "~/components/teams/team-exit-buttons";
import { TeamNameForm } from "~/components/teams/team-name-form";
import { appUrl } from "~/content/site";
import { requireSession } from "~/server/session";
import { getActiveTeam } from "~/server/teams";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("teamSettings");
  return { title: t("generalTitle") };
}

export default async function TeamGeneralSettingsPage() {
  await requireSession();
  const team = await getActiveTeam();
  if (!team) return <NoTeamState />;
  const t = await getTranslations("teamSettings");
  const isOwner = team.role === "owner";
  const url = `${appUrl()}/t/${team.slug}`;
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
      <SettingsSection
        title={t("leave.title")}
        description={t("leave.description", { team: team.name })}
      >
        <LeaveTeamButton team={team} />
      </SettingsSection>
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
