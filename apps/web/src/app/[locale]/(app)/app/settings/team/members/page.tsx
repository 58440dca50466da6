import { getTranslations } from "next-intl/server";

import { ReadOnlyWhileImpersonating } from "~/components/admin/read-only-while-impersonating";
import { NoTeamState } from "~/components/settings/no-team-state";
import { SettingsSection } from "~/components/settings/settings-section";
import { InvitationsSection } from "~/components/teams/invitations-section";
import { InviteMemberForm } from "~/components/teams/invite-member-form";
import { MembersSection } from "~/components/teams/members-section";
import { LeaveTeamButton } from "~/components/teams/team-exit-buttons";
import { TwoFactorGate } from "~/components/teams/two-factor-gate";
import { WithActiveTeamSync } from "~/components/teams/with-active-team-sync";
import { pageTitle } from "~/server/page-title";
import { requireSession } from "~/server/session";
import { getActiveTeam, isShutOut } from "~/server/teams";
import { serverApi } from "~/trpc/server";

export const generateMetadata = pageTitle((t) => t("teamSettings.membersTitle"));

async function TeamMembersSettingsPageContent() {
  const { user } = await requireSession();
  const team = await getActiveTeam();
  if (!team) return <NoTeamState />;
  if (await isShutOut(team)) return <TwoFactorGate team={team} />;
  const api = await serverApi();
  const [members, invitations] = await Promise.all([
    api.team.member.list({ teamId: team.id }),
    api.team.invitation.list({ teamId: team.id }),
  ]);
  const t = await getTranslations("teamSettings");
  const isOwner = team.role === "owner";
  return (
    <>
      {isOwner && (
        <SettingsSection title={t("invite.title")} description={t("invite.description")}>
          <InviteMemberForm teamId={team.id} />
        </SettingsSection>
      )}
      <MembersSection team={team} currentUserId={user.id} initialMembers={members} />
      <InvitationsSection team={team} initialInvitations={invitations} />
      {!isOwner && (
        <SettingsSection
          title={t("leave.title")}
          description={t("leave.description", { team: team.name })}
        >
          <LeaveTeamButton team={team} />
        </SettingsSection>
      )}
    </>
  );
}

/** The page, kept in step with the shell's team. */
export default async function TeamMembersSettingsPage() {
  return (
    <WithActiveTeamSync>
      <ReadOnlyWhileImpersonating>
        {await TeamMembersSettingsPageContent()}
      </ReadOnlyWhileImpersonating>
    </WithActiveTeamSync>
  );
}
