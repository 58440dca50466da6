/**
 * What the app shell shows of the active team (who it is, its name, the user's role in it), as one
 * string for `ShellTeamProvider` and `ActiveTeamSync` to compare.
 */
export function shownTeamKey(team: { id: string; name: string; role: string } | null): string {
  return team ? JSON.stringify([team.id, team.name, team.role]) : "";
}
