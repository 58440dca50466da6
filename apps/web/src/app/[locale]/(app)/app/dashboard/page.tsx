import { getTranslations } from "next-intl/server";
import { Suspense } from "react";

import { Notice } from "@teamkit/ui/notice";

import type { SearchParams } from "~/http/search-params";
import { SetPasswordCard } from "~/components/account/set-password-card";
import { AiUsageCard } from "~/components/dashboard/ai-usage-card";
import { NoTeam } from "~/components/dashboard/no-team";
import { OpenTasks } from "~/components/dashboard/open-tasks";
import { PlanCard } from "~/components/dashboard/plan-card";
import { TeamActivity } from "~/components/dashboard/team-activity";
import { TeamActivitySkeleton } from "~/components/dashboard/team-activity-skeleton";
import { TeamOverview } from "~/components/dashboard/team-overview";
import { PageHeader } from "~/components/page-header";
import { SectionCard } from "~/components/section-card";
import { ActiveTeamSync } from "~/components/teams/active-team-sync";
import { shownTeamKey } from "~/components/teams/shown-team";
import { JOINED_PARAM, SWITCHED_PARAM, teamPath } from "~/components/teams/team-url";
import { TwoFactorGate } from "~/components/teams/two-factor-gate";
import { searchParam } from "~/http/search-params";
import { pageTitle } from "~/server/page-title";
import { requireSession } from "~/server/session";
import { getActiveTeam, isShutOut, listMyTeams } from "~/server/teams";
import { serverApi } from "~/trpc/server";

export const generateMetadata = pageTitle((t) => t("dashboard.title"));

/** The active team at a glance (or a way to create one) and its recent activity. */
export default async function DashboardPage({ searchParams }: { searchParams: SearchParams }) {
  const t = await getTranslations("dashboard");
  const tInvitation = await getTranslations("invitation");
  const query = await searchParams;
  const isSwitchedByLink = searchParam(query, SWITCHED_PARAM) === "1";
  const joinedTeamId = searchParam(query, JOINED_PARAM);
  const { user: me } = await requireSession();
  const [activeTeam, teams] = await Promise.all([getActiveTeam(), listMyTeams()]);
  // Joined with an invitation at sign-in: welcomed when it is the active team, else offered.
  const joinedTeam = teams.find((team) => team.id === joinedTeamId);
  if (activeTeam && (await isShutOut(activeTeam))) {
    return (
      <div className="space-y-6">
        <PageHeader title={t("title")} />
        <ActiveTeamSync team={shownTeamKey(activeTeam)} />
        <TwoFactorGate team={activeTeam} />
      </div>
    );
  }
  const dashboard = activeTeam
    ? await (await serverApi()).team.dashboard({ teamId: activeTeam.id })
    : null;
  const overview = dashboard?.team;
  return (
    <div className="space-y-6">
      <PageHeader title={t("title")} />
      <ActiveTeamSync team={shownTeamKey(activeTeam)} />
      {joinedTeam && joinedTeam.id === overview?.id ? (
        <Notice tone="success">{tInvitation("accepted", { team: joinedTeam.name })}</Notice>
      ) : joinedTeam ? (
        <Notice tone="success">
          {t("joinedOther", { team: joinedTeam.name })}{" "}
          {/* A full navigation: the team url switches teams only for a top-level request. */}
          <a href={teamPath(joinedTeam.slug)} className="font-medium underline">
            {t("openJoined", { team: joinedTeam.name })}
          </a>
        </Notice>
      ) : (
        isSwitchedByLink &&
        overview && <Notice tone="success">{t("switchedTo", { team: overview.name })}</Notice>
      )}
      {!me.hasPassword && <SetPasswordCard email={me.email} />}
      {dashboard && overview ? (
        <div className="grid gap-6 lg:grid-cols-2">
          <TeamOverview team={overview} />
          <PlanCard subscription={dashboard.subscription} />
          <OpenTasks page={dashboard.openTasks} />
          <AiUsageCard usage={dashboard.usage} />
          <SectionCard titleId="team-activity-title" title={t("activityHeading")} gap="gap-4">
            {/* Keyed by team, so a switch shows the placeholder instead of the old team's list. */}
            <Suspense
              key={overview.id}
              fallback={<TeamActivitySkeleton label={t("activityLoading")} />}
            >
              <TeamActivity teamId={overview.id} />
            </Suspense>
          </SectionCard>
        </div>
      ) : (
        <NoTeam />
      )}
    </div>
  );
}
