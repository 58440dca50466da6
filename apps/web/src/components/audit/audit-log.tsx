"use client";

import { keepPreviousData } from "@tanstack/react-query";
import { useFormatter, useTranslations } from "next-intl";
import { useQueryStates } from "nuqs";
import { useState } from "react";

import type { RouterOutputs } from "@teamkit/api/client";
import { Button } from "@teamkit/ui/button";
import { Notice } from "@teamkit/ui/notice";
import { notify } from "@teamkit/ui/toast";
import { AUDIT_EXPORT_MAX_ROWS } from "@teamkit/validators";

import { describeActivity } from "~/components/dashboard/activity-entry";
import { FilteredTable } from "~/components/filtered-table";
import { ListSkeleton, LoadFailed } from "~/components/list-states";
import { notifyFailure } from "~/components/notify-failure";
import { useTimeZone } from "~/components/use-time-zone";
import { explainedError } from "~/forms/explained-error";
import { withoutEmpty } from "~/http/search-params";
import { api } from "~/trpc/react";

import type { AuditActorOption } from "./audit-filters";
import type { AuditQuery } from "./audit-query";
import { AuditFilters } from "./audit-filters";
import { auditParsers, auditUrlKeys } from "./audit-query";

type AuditEntry = RouterOutputs["team"]["audit"]["list"]["entries"][number];

/** The audit log: filters in the URL, so a view survives a reload and can be shared. */
export function AuditLog({
  teamId,
  teamSlug,
  actors,
}: {
  teamId: string;
  teamSlug: string;
  actors: AuditActorOption[];
}) {
  const t = useTranslations("teamAudit");
  const format = useFormatter();
  const [query, setQueryStates] = useQueryStates(auditParsers, { urlKeys: auditUrlKeys });
  const timeZone = useTimeZone();
  const { page, ...filterQuery } = query;
  const filters = { teamId, ...withoutEmpty(filterQuery), timeZone };
  const list = api.team.audit.list.useQuery(
    { ...filters, page },
    { placeholderData: keepPreviousData },
  );
  const utils = api.useUtils();
  const [isExporting, setIsExporting] = useState(false);
  const [truncatedExport, setTruncatedExport] = useState(false);

  const setQuery = (changes: Partial<AuditQuery>) => void setQueryStates({ page: 1, ...changes });

  async function exportCsv() {
    setIsExporting(true);
    const toastId = notify.loading({ title: t("export.working") });
    try {
      const result = await utils.team.audit.export.fetch(filters, { staleTime: 0 });
      download(result.csv, `audit-log-${teamSlug}-${new Date().toISOString().slice(0, 10)}.csv`);
      setTruncatedExport(result.truncated);
      notify.success({ id: toastId, title: t("export.done", { count: result.rowCount }) });
    } catch (error) {
      notifyFailure(t("export.failed"), error, toastId);
    } finally {
      setIsExporting(false);
    }
  }

  const hasFilters = !!(query.group || query.actorId || query.from || query.to);
  const toolbar = (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-xs text-gray-600 dark:text-gray-400">
          {t("filters.timeZone", { timeZone })}
        </p>
        <div className="flex flex-wrap gap-2">
          {hasFilters && (
            <Button type="button" variant="link" onClick={() => void setQueryStates(null)}>
              {t("filters.clear")}
            </Button>
          )}
          <Button
            type="button"
            variant="outline"
            disabled={isExporting}
            onClick={() => void exportCsv()}
          >
            {t("export.action")}
          </Button>
        </div>
      </div>
      {truncatedExport && (
        <Notice tone="warning">
          {t("export.truncated", { max: format.number(AUDIT_EXPORT_MAX_ROWS) })}
        </Notice>
      )}
    </>
  );

  const data = list.data;
  return (
    <FilteredTable
      filters={<AuditFilters query={query} actors={actors} onChange={setQuery} />}
      toolbar={toolbar}
      placeholder={
        list.isError && !data ? (
          <LoadFailed
            message={explainedError(list.error) ?? t("loadFailed")}
            retryLabel={t("retry")}
            onRetry={() => void list.refetch()}
          />
        ) : !data ? (
          <ListSkeleton label={t("loading")} rows={4} rowClassName="h-12 w-full" />
        ) : undefined
      }
      summary={
        <p className="text-sm text-gray-600 dark:text-gray-400" aria-live="polite">
          {t("count", { count: data?.total ?? 0 })}
        </p>
      }
      columns={[t("columns.when"), t("columns.who"), t("columns.what")]}
      columnClassNames={[PHONE_HIDDEN]}
      tableClassName="sm:min-w-[36rem]"
      items={data?.entries ?? []}
      row={(entry) => <AuditRow key={entry.id} entry={entry} timeZone={timeZone} />}
      empty={{ title: t("empty"), description: hasFilters ? t("emptyText") : undefined }}
      pager={{
        page: data?.page ?? 1,
        pageCount: data?.pageCount ?? 1,
        labels: {
          nav: t("pagination"),
          previous: t("previous"),
          next: t("next"),
          current: t("page", { page: data?.page ?? 1, pages: data?.pageCount ?? 1 }),
        },
        onPage: (page) => setQuery({ page }),
      }}
    />
  );
}

/** The "When" column: on a phone its time is shown in the "Who" cell instead. */
const PHONE_HIDDEN = "max-sm:hidden";

function AuditRow({ entry, timeZone }: { entry: AuditEntry; timeZone: string }) {
  const t = useTranslations("teamAudit");
  const tActivity = useTranslations("teams.activity");
  const format = useFormatter();
  const someone = tActivity("someone");
  const { key, values } = describeActivity(entry, someone);
  const when = (
    <time dateTime={entry.createdAt.toISOString()}>
      {format.dateTime(entry.createdAt, { dateStyle: "medium", timeStyle: "short", timeZone })}
    </time>
  );
  return (
    <tr className="align-top">
      <td
        className={`px-4 py-3 whitespace-nowrap text-gray-600 dark:text-gray-400 ${PHONE_HIDDEN}`}
      >
        {when}
      </td>
      <td className="px-4 py-3">
        {/* On a phone the time goes above the name: three columns would not fit. */}
        <span className="block text-xs text-gray-600 sm:hidden dark:text-gray-400">{when}</span>
        <span className="font-medium">
          {entry.actorName ?? (entry.actorId ? someone : t("system"))}
        </span>
        {entry.impersonated && (
          <span className="block text-xs text-amber-800 dark:text-amber-300">
            {entry.impersonatorName
              ? t("asAdmin", { name: entry.impersonatorName })
              : t("asUnknownAdmin")}
          </span>
        )}
      </td>
      <td className="px-4 py-3">{tActivity(key, values)}</td>
    </tr>
  );
}

/** Saves text as a file through a temporary link (the CSV already starts with its BOM). */
function download(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick: the browser has taken the file once the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
