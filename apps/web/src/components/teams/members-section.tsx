"use client";

import { useTranslations } from "next-intl";

import type { RouterOutputs } from "@teamkit/api/client";
import { AnimatedList } from "@teamkit/ui/animated-list";

import { SettingsSection } from "~/components/settings/settings-section";
import { api } from "~/trpc/react";

import { MemberRow } from "./member-row";

type Member = RouterOutputs["team"]["member"]["list"][number];

/**
 * Active members with their roles. Owners change roles and remove others; everyone else reads.
 * The server's list is the first data, so the page renders complete without a loading state.
 */
export function MembersSection({
  team,
  currentUserId,
  initialMembers,
}: {
  team: { id: string; name: string; role: "owner" | "member" };
  currentUserId: string;
  initialMembers: Member[];
}) {
  const t = useTranslations("teamSettings.members");
  const { data: members = initialMembers } = api.team.member.list.useQuery(
    { teamId: team.id },
    { initialData: initialMembers },
  );
  return (
    <SettingsSection title={t("title")} description={t("description", { team: team.name })}>
      <AnimatedList className="divide-y divide-gray-200 dark:divide-gray-800">
        {members.map((member) => (
          <MemberRow
            key={member.userId}
            teamId={team.id}
            member={member}
            isSelf={member.userId === currentUserId}
            canManage={team.role === "owner" && member.userId !== currentUserId}
          />
        ))}
      </AnimatedList>
    </SettingsSection>
  );
}
