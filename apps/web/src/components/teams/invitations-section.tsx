"use client";

import { useTranslations } from "next-intl";

import type { RouterOutputs } from "@teamkit/api/client";
import { AnimatedList } from "@teamkit/ui/animated-list";

import { SettingsSection } from "~/components/settings/settings-section";
import { api } from "~/trpc/react";

import { InvitationRow } from "./invitation-row";

type Invitation = RouterOutputs["team"]["invitation"]["list"][number];

/** Invitations not accepted yet, expired ones included (owners send them again or revoke them). */
export function InvitationsSection({
  team,
  initialInvitations,
}: {
  team: { id: string; role: "owner" | "member" };
  initialInvitations: Invitation[];
}) {
  const t = useTranslations("teamSettings.invitations");
  const { data: invitations = initialInvitations } = api.team.invitation.list.useQuery(
    { teamId: team.id },
    { initialData: initialInvitations },
  );
  return (
    <SettingsSection title={t("title")} description={t("description")}>
      {/* The list stays mounted when empty, so the last row animates out. */}
      <AnimatedList className="divide-y divide-gray-200 dark:divide-gray-800">
        {invitations.map((invitation) => (
          <InvitationRow
            key={invitation.id}
            teamId={team.id}
            invitation={invitation}
            canManage={team.role === "owner"}
          />
        ))}
      </AnimatedList>
      {invitations.length === 0 && (
        <p className="text-sm text-gray-600 dark:text-gray-400">{t("empty")}</p>
      )}
    </SettingsSection>
  );
}
