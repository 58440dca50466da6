import type { Metadata } from "next";

import { getTranslations } from "next-intl/server";

import { EmptyState } from "@teamkit/ui/empty-state";

import { PageHeader } from "~/components/page-header";
import { TagManager } from "~/components/tasks/tag-manager";
import { TwoFactorGate } from "~/components/teams/two-factor-gate";
import { requireSession } from "~/server/session";
import { getActiveTeam, isShutOut } from "~/server/teams";
import { serverApi } from "~/trpc/server";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("tasks.tags");
  return { title: t("title") };
}

/** The active team's tags: create, rename, recolour, delete (with how many tasks carry each). */
export default async function TagsPage() {
  await requireSession();
  const t = await getTranslations("tasks");
  const team = await getActiveTeam();
  const header = <PageHeader title={t("tags.title")} description={t("tags.subtitle")} />;
  if (!team) {
    return (
      <div className="grid gap-6">
        {header}
        <EmptyState headingLevel={2} title={t("noTeam")} />
      </div>
    );
  }
  if (await isShutOut(team)) {
    return (
      <div className="grid gap-6">
        {header}
        <TwoFactorGate team={team} />
      </div>
    );
  }
  const tags = await (await serverApi()).tasks.tag.list({ teamId: team.id });
  return (
    <div className="grid gap-6">
      {header}
      <TagManager teamId={team.id} initialTags={tags} />
    </div>
  );
}
