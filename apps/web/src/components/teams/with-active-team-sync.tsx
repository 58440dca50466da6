import type { ReactNode } from "react";

import { getActiveTeam } from "~/server/teams";

import { ActiveTeamSync } from "./active-team-sync";
import { shownTeamKey } from "./shown-team";

/**
 * A team settings page with `ActiveTeamSync`: the settings layout stays while moving between its
 * pages, so each page checks the shell's team itself (`getActiveTeam` is read once per request).
 */
export async function WithActiveTeamSync({ children }: { children: ReactNode }) {
  const team = await getActiveTeam();
  return (
    <>
      <ActiveTeamSync team={shownTeamKey(team)} />
      {children}
    </>
  );
}
