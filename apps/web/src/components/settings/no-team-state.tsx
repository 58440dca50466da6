import { getTranslations } from "next-intl/server";

import { EmptyState } from "@teamkit/ui/empty-state";

/** What a settings page of a team shows to a user who belongs to no team. */
export async function NoTeamState() {
  const t = await getTranslations("settings.noTeam");
  return <EmptyState headingLevel={2} title={t("title")} description={t("description")} />;
}
