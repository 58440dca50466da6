import { getTranslations } from "next-intl/server";

import { SettingsNav } from "~/components/settings/settings-nav";
import { getActiveTeam } from "~/server/teams";

/** Settings (nested in the app layout): title, subtitle, the settings menu beside the page. */
export default async function SettingsLayout({ children }: { children: React.ReactNode }) {
  const [t, team] = await Promise.all([getTranslations("settings"), getActiveTeam()]);
  return (
    <div className="grid gap-8">
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold">{t("title")}</h1>
        <p className="text-gray-600 dark:text-gray-300">{t("subtitle")}</p>
      </header>
      <div className="grid gap-8 md:grid-cols-[12rem_1fr]">
        <SettingsNav isOwner={team?.role === "owner"} />
        <div className="grid min-w-0 content-start gap-6">{children}</div>
      </div>
    </div>
  );
}
