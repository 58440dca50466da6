import { getTranslations } from "next-intl/server";

import { PageHeader } from "~/components/page-header";
import { ScopedMessages } from "~/components/scoped-messages";
import { SettingsNav } from "~/components/settings/settings-nav";
import { ActiveTeamSync } from "~/components/teams/active-team-sync";
import { shownTeamKey } from "~/components/teams/shown-team";
import { getActiveTeam } from "~/server/teams";

/** Settings (nested in the app layout): title, subtitle, the settings menu beside the page. */
export default async function SettingsLayout({ children }: { children: React.ReactNode }) {
  const [t, team] = await Promise.all([getTranslations("settings"), getActiveTeam()]);
  return (
    <ScopedMessages scope="settingsNav">
      <div className="grid gap-8">
        <PageHeader title={t("title")} description={t("subtitle")} />
        <ActiveTeamSync team={shownTeamKey(team)} />
        <div className="grid gap-8 md:grid-cols-[12rem_1fr]">
          <SettingsNav isOwner={team?.role === "owner"} />
          <div className="grid min-w-0 content-start gap-6">{children}</div>
        </div>
      </div>
    </ScopedMessages>
  );
}
