import { getFormatter, getTranslations } from "next-intl/server";

import { localServicesInProduction } from "@teamkit/api";

import { AdminAuditLog } from "~/components/admin/admin-audit-log";
import { RetryMailButton } from "~/components/admin/retry-mail-button";
import { LocalServicesWarning } from "~/components/local-services-warning";
import { UTC_DATE_TIME } from "~/components/utc-date-time";
import { Link } from "~/i18n/navigation";
import { requireAdmin } from "~/server/admin";
import { pageTitle } from "~/server/page-title";
import { serverApi } from "~/trpc/server";

export const generateMetadata = pageTitle((t) => t("admin.overview.metaTitle"));

const JOB_COLUMNS = [
  "jobColumnName",
  "jobColumnLast",
  "jobColumnNext",
  "jobColumnFailures",
] as const;

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="grid gap-1">
      <dt className="text-sm text-gray-600 dark:text-gray-400">{label}</dt>
      <dd className="text-2xl font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

function Card({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="grid content-start gap-4 rounded-xl border border-gray-200 bg-white p-6 shadow-sm dark:border-gray-800 dark:bg-gray-950">
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

/**
 * The admin overview: users, teams, subscriptions and revenue, the scheduled jobs, the latest admin
 * actions.
 */
export default async function AdminOverviewPage() {
  await requireAdmin();
  const api = await serverApi();
  const [overview, undeliveredMails] = await Promise.all([
    api.admin.overview(),
    api.admin.mail.list(),
  ]);
  const t = await getTranslations("admin.overview");
  const format = await getFormatter();
  const n = (value: number) => format.number(value);
  const { users, subscriptions } = overview;
  const tLocal = await getTranslations("localServices");
  return (
    <>
      {localServicesInProduction() && (
        <LocalServicesWarning title={tLocal("productionTitle")} text={tLocal("productionText")} />
      )}
      <div className="grid gap-6 lg:grid-cols-3">
        <Card title={t("users")}>
          <dl className="grid grid-cols-2 gap-4">
            <Figure label={t("usersTotal")} value={n(users.total)} />
            <Figure label={t("usersVerified")} value={n(users.verified)} />
            <Figure label={t("usersNew7")} value={n(users.new7Days)} />
            <Figure label={t("usersNew30")} value={n(users.new30Days)} />
          </dl>
          <Link
            href="/app/admin/users"
            className="text-sm font-medium text-primary-700 underline-offset-4 hover:underline dark:text-primary-400"
          >
            {t("allUsers")}
          </Link>
        </Card>
        <Card title={t("teams")}>
          <dl className="grid gap-4">
            <Figure label={t("teamsTotal")} value={n(overview.teams)} />
          </dl>
        </Card>
        <Card title={t("subscriptions")}>
          <dl className="grid gap-4">
            <Figure
              label={t("mrr")}
              value={format.number(subscriptions.mrrCents / 100, {
                style: "currency",
                currency: "EUR",
              })}
            />
          </dl>
          {subscriptions.byStatus.length ? (
            <ul className="grid gap-1 text-sm">
              {subscriptions.byStatus.map((row) => (
                <li key={row.status} className="flex justify-between gap-4">
                  <span>{t("status", { status: row.status })}</span>
                  <span className="tabular-nums">{n(row.count)}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-gray-600 dark:text-gray-400">{t("noSubscriptions")}</p>
          )}
        </Card>
      </div>
      <Card title={t("jobs")}>
        {overview.jobs.length ? (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="text-gray-600 dark:text-gray-400">
                <tr>
                  {JOB_COLUMNS.map((column) => (
                    <th key={column} scope="col" className="py-2 pr-4 font-medium">
                      {t(column)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-gray-200 dark:divide-gray-800">
                {overview.jobs.map((job) => (
                  <tr key={job.name}>
                    <th scope="row" className="py-2 pr-4 font-normal">
                      {t("jobName", { name: job.name })}
                    </th>
                    <td className="py-2 pr-4 tabular-nums">
                      {job.lastFinishedAt
                        ? t("jobLastRun", {
                            date: format.dateTime(job.lastFinishedAt, UTC_DATE_TIME),
                            seconds: Math.round((job.lastDurationMs ?? 0) / 100) / 10,
                          })
                        : t("jobNeverRan")}
                    </td>
                    <td className="py-2 pr-4 tabular-nums">
                      {format.dateTime(job.nextRunAt, UTC_DATE_TIME)}
                    </td>
                    <td
                      className={
                        job.consecutiveFailures
                          ? "py-2 font-medium text-red-700 dark:text-red-400"
                          : "py-2"
                      }
                    >
                      {t("jobFailures", {
                        current: job.consecutiveFailures,
                        total: job.totalFailures,
                      })}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p className="text-sm text-gray-600 dark:text-gray-400">{t("jobsEmpty")}</p>
        )}
      </Card>
      <Card title={t("mails")}>
        {undeliveredMails.length ? (
          <ul className="grid divide-y divide-gray-200 dark:divide-gray-800">
            {undeliveredMails.map((mail) => (
              <li key={mail.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="grid min-w-0 gap-0.5 text-sm wrap-anywhere">
                  <p>{t("mailSummary", { template: mail.template, to: mail.to })}</p>
                  <p className="text-gray-600 dark:text-gray-400">
                    {mail.status === "failed"
                      ? t("mailGaveUp", { attempts: mail.attempts })
                      : t("mailWaiting", {
                          attempts: mail.attempts,
                          date: format.dateTime(mail.nextAttemptAt, UTC_DATE_TIME),
                        })}
                  </p>
                  {mail.lastError && (
                    <p className="text-xs break-all text-gray-500 dark:text-gray-400">
                      {mail.lastError}
                    </p>
                  )}
                </div>
                <RetryMailButton mailId={mail.id} to={mail.to} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-gray-600 dark:text-gray-400">{t("mailsEmpty")}</p>
        )}
      </Card>
      {overview.deletedTeamCancellations.length > 0 && (
        <Card title={t("deletedTeamCancellations")}>
          <p className="text-sm text-gray-600 dark:text-gray-400">
            {t("deletedTeamCancellationsText")}
          </p>
          <ul className="grid divide-y divide-gray-200 text-sm dark:divide-gray-800">
            {overview.deletedTeamCancellations.map((entry) => (
              <li key={`${entry.subscriptionId}-${entry.at.toISOString()}`} className="py-2">
                {t("deletedTeamCancellation", {
                  subscription: entry.subscriptionId,
                  team: entry.teamId ?? "?",
                  date: format.dateTime(entry.at, UTC_DATE_TIME),
                })}
              </li>
            ))}
          </ul>
        </Card>
      )}
      <Card title={t("audit")}>
        {/* A refresh that brings a newer action (a mail retried here) starts the list anew. */}
        <AdminAuditLog
          key={overview.latestAudit.entries[0]?.id ?? "none"}
          firstPage={overview.latestAudit}
        />
      </Card>
    </>
  );
}
