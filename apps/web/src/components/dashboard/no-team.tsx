import { getTranslations } from "next-intl/server";

import { Button } from "@teamkit/ui/button";
import { EmptyState } from "@teamkit/ui/empty-state";

import { CreateTeamDialog } from "~/components/teams/create-team-dialog";
import { requireSession } from "~/server/session";

/**
 * The dashboard of a user without a team: what to do about it, and the create dialog (not while an
 * admin impersonates the user: the server refuses a new team).
 */
export async function NoTeam() {
  const t = await getTranslations("dashboard");
  const { impersonating } = await requireSession();
  return (
    <EmptyState
      headingLevel={2}
      icon={
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <path
            d="M17 20v-2a4 4 0 00-4-4H7a4 4 0 00-4 4v2M10 10a4 4 0 100-8 4 4 0 000 8zm11 10v-2a4 4 0 00-3-3.87M16 2.13a4 4 0 010 7.75"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      }
      title={t("noTeamTitle")}
      description={t("noTeamText")}
      action={
        !impersonating && (
          <CreateTeamDialog
            trigger={
              <Button type="button" variant="primary">
                {t("createTeam")}
              </Button>
            }
          />
        )
      }
    />
  );
}
