import { getFormatter, getTranslations } from "next-intl/server";

import { RelativeTime } from "~/components/relative-time";
import { serverApi } from "~/trpc/server";

import { describeActivity } from "./activity-entry";

/** How many entries the dashboard shows. */
const ACTIVITY_LIMIT = 10;

/** Streamed in after the rest of the page, behind `TeamActivitySkeleton`. */
export async function TeamActivity({ teamId }: { teamId: string }) {
  const [t, format, entries] = await Promise.all([
    getTranslations("teams.activity"),
    getFormatter(),
    (await serverApi()).team.activity({ teamId, limit: ACTIVITY_LIMIT }),
  ]);
  const tDashboard = await getTranslations("dashboard");
  if (entries.length === 0) {
    return (
      <p className="text-sm text-gray-600 dark:text-gray-400">{tDashboard("activityEmpty")}</p>
    );
  }
  const now = new Date();
  return (
    <ol className="grid gap-3">
      {entries.map((entry) => {
        const { key, values } = describeActivity(entry, t("someone"));
        return (
          <li
            key={entry.id}
            className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-b border-gray-100 pb-3 text-sm last:border-0 last:pb-0 dark:border-gray-900"
          >
            <span className="wrap-anywhere">{t(key, values)}</span>
            <RelativeTime
              date={entry.createdAt}
              now={now}
              format={format}
              className="text-xs text-gray-600 dark:text-gray-400"
            />
          </li>
        );
      })}
    </ol>
  );
}
