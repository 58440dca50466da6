import type { ChipOption } from "../../components/chip";
import { api } from "../../lib/api";
import { useTeamId } from "../../lib/session";

/** The chosen team's members as assignee choices, after `first` (no one). */
export function useMemberOptions(first: ChipOption<string>): ChipOption<string>[] {
  const members = api.team.member.list.useQuery({ teamId: useTeamId() });
  return [
    first,
    ...(members.data ?? []).map((member) => ({
      value: member.userId,
      label: member.name ?? member.email,
    })),
  ];
}
