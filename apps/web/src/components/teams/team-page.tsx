import type { ReactNode } from "react";

import { EmptyState } from "@teamkit/ui/empty-state";

import type { ActiveTeam } from "~/server/teams";
import { getActiveTeam, isShutOut } from "~/server/teams";

import { ActiveTeamSync } from "./active-team-sync";
import { shownTeamKey } from "./shown-team";
import { TwoFactorGate } from "./two-factor-gate";

/**
 * A page of the active team: its header over `content(team)`, or, instead of the content, an empty
 * state without a team or the two-factor gate when the team's policy shuts the user out.
 */
export async function TeamPage({
  header,
  noTeamTitle,
  content,
}: {
  header: ReactNode;
  noTeamTitle: string;
  content: (team: ActiveTeam) => Promise<ReactNode> | ReactNode;
}) {
  const team = await getActiveTeam();
  let body: ReactNode;
  if (!team) body = <EmptyState headingLevel={2} title={noTeamTitle} />;
  else if (await isShutOut(team)) body = <TwoFactorGate team={team} />;
  else body = await content(team);
  return (
    <div className="grid gap-6">
      <ActiveTeamSync team={shownTeamKey(team)} />
      {header}
      {body}
    </div>
  );
}
