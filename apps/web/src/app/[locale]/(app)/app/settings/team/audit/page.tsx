import { TRPCError } from "@trpc/server";
import { getTranslations } from "next-intl/server";
import { NuqsAdapter } from "nuqs/adapters/next/app";

import { EmptyState } from "@teamkit/ui/empty-state";
import { isAppError } from "@teamkit/validators";

import { AuditLog } from "~/components/audit/audit-log";
import { NoTeamState } from "~/components/settings/no-team-state";
import { SettingsSection } from "~/components/settings/settings-section";
import { PRIMARY_LINK_CLASS, TwoFactorGate } from "~/components/teams/two-factor-gate";
import { WithActiveTeamSync } from "~/components/teams/with-active-team-sync";
import { ServerLink } from "~/i18n/server-link";
import { pageTitle } from "~/server/page-title";
import { requireSession } from "~/server/session";
import { getActiveTeam, isShutOut } from "~/server/teams";
import { serverApi } from "~/trpc/server";

export const generateMetadata = pageTitle((t) => t("teamAudit.title"));

/** The server's refusal of a plan without the audit log (owners get the upgrade note). */
function isUpgradeRefusal(error: unknown): boolean {
  return (
    error instanceof TRPCError &&
    error.code === "FORBIDDEN" &&
    isAppError(error.cause) &&
    error.cause.messageKey === "teamAudit.errors.upgrade"
  );
}

/**
 * The active team's audit log, for its owners while the team's plan includes it. What this page
 * shows follows the server's answer, not the plan as the page sees it: members are told it is for
 * owners, owners of other plans get the upgrade note linking to Billing, and no entry is read for
 * either. The list itself loads in the browser, which knows the viewer's time zone.
 */
async function TeamAuditSettingsPageContent() {
  await requireSession();
  const team = await getActiveTeam();
  if (!team) return <NoTeamState />;
  if (await isShutOut(team)) return <TwoFactorGate team={team} />;
  const t = await getTranslations("teamAudit");
  if (team.role !== "owner") {
    return (
      <EmptyState
        headingLevel={2}
        title={t("ownersOnly.title")}
        description={t("ownersOnly.description", { team: team.name })}
      />
    );
  }
  const api = await serverApi();
  let actors;
  try {
    actors = await api.team.audit.actors({ teamId: team.id });
  } catch (error) {
    if (!isUpgradeRefusal(error)) throw error;
    return (
      <SettingsSection title={t("title")} description={t("description", { team: team.name })}>
        <div className="grid justify-items-start gap-3 rounded-lg border border-primary/20 bg-primary-50 px-4 py-4 dark:bg-primary/10">
          <p className="font-semibold">{t("upgrade.title")}</p>
          <p className="text-sm text-gray-700 dark:text-gray-300">{t("upgrade.description")}</p>
          <ServerLink href="/app/settings/team/billing" className={PRIMARY_LINK_CLASS}>
            {t("upgrade.action")}
          </ServerLink>
        </div>
      </SettingsSection>
    );
  }
  return (
    <SettingsSection title={t("title")} description={t("description", { team: team.name })}>
      <NuqsAdapter>
        <AuditLog teamId={team.id} teamSlug={team.slug} actors={actors} />
      </NuqsAdapter>
    </SettingsSection>
  );
}

/** The page, kept in step with the shell's team. */
export default async function TeamAuditSettingsPage() {
  return <WithActiveTeamSync>{await TeamAuditSettingsPageContent()}</WithActiveTeamSync>;
}
