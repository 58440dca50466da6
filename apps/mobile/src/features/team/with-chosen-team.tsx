import type { ComponentType } from "react";

import { Redirect } from "expo-router";

import { useTeamId } from "../../lib/session";

/**
 * A screen about the chosen team: opened before a team was chosen (a deep link, a restored route),
 * it sends to the team list instead of asking the server about no team.
 */
export function withChosenTeam<P extends object>(Screen: ComponentType<P>): ComponentType<P> {
  function ChosenTeamScreen(props: P) {
    return useTeamId() ? <Screen {...props} /> : <Redirect href="/teams" />;
  }
  ChosenTeamScreen.displayName = `withChosenTeam(${Screen.displayName ?? Screen.name})`;
  return ChosenTeamScreen;
}
