import { getTranslations } from "next-intl/server";

import type { RouterOutputs } from "@teamkit/api/client";

import { Link } from "~/i18n/navigation";

const ACTION_CLASSES =
  "inline-flex h-10 items-center justify-center rounded-md px-4 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary";

/** The dashboard's team card: what the dashboard's one statement reads (no owner count). */
export async function TeamOverview({
  team,
}: {
  team: Omit<RouterOutputs["team"]["get"], "ownerCount">;
}) {
  const t = await getTranslations();
  const stats = [
    { label: t("dashboard.members"), value: team.memberCount },
    { label: t("dashboard.pendingInvitations"), value: team.pendingInvitationCount },
  ];
  return (
    <section
      aria-labelledby="team-overview-title"
      className="grid gap-5 rounded-xl border border-gray-200 bg-white p-5 dark:border-gray-800 dark:bg-gray-950"
    >
      <div className="grid gap-1">
        <p className="text-xs font-medium tracking-wide text-gray-600 uppercase dark:text-gray-400">
          {t("dashboard.teamHeading")}
        </p>
        <h2 id="team-overview-title" className="text-xl font-semibold">
          {team.name}
        </h2>
        <p className="text-sm text-gray-600 dark:text-gray-300">
          {t("dashboard.yourRole", { role: t(`teams.roles.${team.role}`) })}
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-4 sm:max-w-md">
        {stats.map((stat) => (
          <div
            key={stat.label}
            className="rounded-lg border border-gray-200 p-3 dark:border-gray-800"
          >
            <dt className="text-sm text-gray-600 dark:text-gray-400">{stat.label}</dt>
            <dd className="text-2xl font-semibold tabular-nums">{stat.value}</dd>
          </div>
        ))}
      </dl>
      <nav aria-label={t("dashboard.quickActions")} className="flex flex-wrap gap-2">
        {team.role === "owner" && (
          <Link
            href="/app/settings/team/members"
            className={`${ACTION_CLASSES} bg-primary-600 text-white hover:bg-primary-700`}
          >
            {t("dashboard.inviteMembers")}
          </Link>
        )}
        <Link
          href="/app/settings/team/general"
          className={`${ACTION_CLASSES} border border-gray-300 text-gray-900 hover:bg-gray-50 dark:border-gray-700 dark:text-gray-100 dark:hover:bg-gray-900`}
        >
          {t("dashboard.teamSettings")}
        </Link>
      </nav>
    </section>
  );
}
