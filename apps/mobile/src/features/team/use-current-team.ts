import { api } from "../../lib/api";
import { useTeamId } from "../../lib/session";

/** The chosen team as the team list has it (its name and the user's role), once loaded. */
export function useCurrentTeam() {
  const teamId = useTeamId();
  const teams = api.team.list.useQuery(undefined, { enabled: teamId !== "" });
  const team = teams.data?.find((item) => item.id === teamId) ?? null;
  return { teamId, team, isOwner: team?.role === "owner" };
}
