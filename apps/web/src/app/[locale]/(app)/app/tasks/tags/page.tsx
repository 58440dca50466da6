import { getTranslations } from "next-intl/server";

import { PageHeader } from "~/components/page-header";
import { TagManager } from "~/components/tasks/tag-manager";
import { TeamPage } from "~/components/teams/team-page";
import { pageTitle } from "~/server/page-title";
import { requireSession } from "~/server/session";
import { serverApi } from "~/trpc/server";

export const generateMetadata = pageTitle((t) => t("tasks.tags.title"));

/** The active team's tags: create, rename, recolour, delete (with how many tasks carry each). */
export default async function TagsPage() {
  await requireSession();
  const t = await getTranslations("tasks");
  return (
    <TeamPage
      header={<PageHeader title={t("tags.title")} description={t("tags.subtitle")} />}
      noTeamTitle={t("noTeam")}
      content={async (team) => (
        <TagManager
          teamId={team.id}
          initialTags={await (await serverApi()).tasks.tag.list({ teamId: team.id })}
        />
      )}
    />
  );
}
