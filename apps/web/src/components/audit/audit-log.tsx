"use client";

import { keepPreviousData } from "@tanstack/react-query";
import { useFormatter, useTranslations } from "next-intl";
import { useSearchParams } from "next/navigation";
import { useMemo, useState } from "react";

import { Button } from "@teamkit/ui/button";
import { EmptyState } from "@teamkit/ui/empty-state";
import { Input } from "@teamkit/ui/input";
import { Notice } from "@teamkit/ui/notice";
import { Skeleton } from "@teamkit/ui/skeleton";
import { notify } from "@teamkit/ui/toast";
import { AUDIT_ACTION_GROUPS, AUDIT_EXPORT_MAX_ROWS } from "@teamkit/validators";

import { describeActivity } from "~/components/dashboard/activity-entry";
import { FilterSelect } from "~/components/filter-select";
import { explainedError } from "~/forms/explained-error";
import { usePathname, useRouter } from "~/i18n/navigation";
import { api } from "~/trpc/react";

import type { AuditQuery } from "./audit-query";
import { readAuditQuery, writeAuditQuery } from "./audit-query";

/** Someone the actor filter offers. */
export interface AuditActorOption {
  id: string;
  name: string | null;
}

/**
 * The audit log: filters (action kind, member, date range on the viewer's calendar) and page in
 * the URL, so a filtered view survives a reload and can be shared with another owner; the entries
 * as sentences with who and when in the viewer's time zone; the CSV export of the filtered log.
 */
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
  const tActivity = useTranslations("teams.activity");
  const format = useFormatter();
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const query = readAuditQuery(new URLSearchParams(searchParams.toString()));
  const timeZone = useMemo(() => Intl.DateTimeFormat().resolvedOptions().timeZone, []);
  const filters = {
    teamId,
    group: query.group || undefined,
    actorId: query.actorId || undefined,
    from: query.from || undefined,
    to: query.to || undefined,
    timeZone,
  };
  const list = api.team.audit.list.useQuery(
    { ...filters, page: query.page },
    { placeholderData: keepPreviousData },
  );
  const utils = api.useUtils();
  const [isExporting, setIsExporting] = useState(false);
  const [truncatedExport, setTruncatedExport] = useState(false);

  function setQuery(changes: Partial<AuditQuery>) {
    const next = { ...query, page: 1, ...changes };
    router.replace(`${pathname}${writeAuditQuery(next)}`, { scroll: false });
  }

  async function exportCsv() {
    setIsExporting(true);
    const toastId = notify.loading({ title: t("export.working") });
    try {
      const result = await utils.team.audit.export.fetch(filters, { staleTime: 0 });
      download(result.csv, `audit-log-${teamSlug}-${new Date().toISOString().slice(0, 10)}.csv`);
      setTruncatedExport(result.truncated);
      notify.success({ id: toastId, title: t("export.done", { count: result.rowCount }) });
    } catch (error) {
      notify.error({
        id: toastId,
        title: t("export.failed"),
        description: explainedError(error) ?? undefined,
      });
    } finally {
      setIsExporting(false);
    }
  }

  const hasFilters = !!(query.group || query.actorId || query.from || query.to);
  const someone = tActivity("someone");

  return (
    <div className="grid gap-4">
      <fieldset className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <legend className="sr-only">{t("filters.label")}</legend>
        <FilterSelect
          label={t("filters.group")}
          value={query.group}
          onChange={(group) => setQuery({ group: group as AuditQuery["group"] })}
          options={[
            ["", t("filters.anyGroup")],
            ...AUDIT_ACTION_GROUPS.map((group) => [group, t(`filters.groups.${group}`)] as const),
          ]}
        />
        <FilterSelect
          label={t("filters.actor")}
          value={query.actorId}
          onChange={(actorId) => setQuery({ actorId })}
          options={[
            ["", t("filters.anyActor")],
            ...actors.map((actor) => [actor.id, actor.name ?? someone] as const),
          ]}
        />
        <DateFilter
          id="audit-from"
          label={t("filters.from")}
          value={query.from}
          max={query.to || undefined}
          onChange={(from) => setQuery({ from })}
        />
        <DateFilter
          id="audit-to"
          label={t("filters.to")}
          value={query.to}
          min={query.from || undefined}
          onChange={(to) => setQuery({ to })}
        />
      </fieldset>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-xs text-gray-600 dark:text-gray-400">
          {t("filters.timeZone", { timeZone })}
        </p>
        <div className="flex flex-wrap gap-2">
          {hasFilters && (
            <Button
              type="button"
              variant="link"
              onClick={() => router.replace(pathname, { scroll: false })}
            >
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

      {list.isError && !list.data ? (
        <Notice tone="error">
          <span className="flex flex-wrap items-center gap-3">
            {explainedError(list.error) ?? t("loadFailed")}
            <Button type="button" size="sm" variant="outline" onClick={() => void list.refetch()}>
              {t("retry")}
            </Button>
          </span>
        </Notice>
      ) : !list.data ? (
        <div className="grid gap-3" role="status" aria-label={t("loading")}>
          {[0, 1, 2, 3].map((key) => (
            <Skeleton key={key} className="h-12 w-full" />
          ))}
        </div>
      ) : list.data.entries.length === 0 ? (
        <EmptyState
          headingLevel={2}
          title={t("empty")}
          description={hasFilters ? t("emptyText") : undefined}
        />
      ) : (
        <>
          <p className="text-sm text-gray-600 dark:text-gray-400" aria-live="polite">
            {t("count", { count: list.data.total })}
          </p>
          <div className="relative overflow-x-auto rounded-xl border border-gray-200 bg-white dark:border-gray-800 dark:bg-gray-950">
            <table className="w-full min-w-[36rem] text-left text-sm">
              <thead className="border-b border-gray-200 text-xs text-gray-600 uppercase dark:border-gray-800 dark:text-gray-400">
                <tr>
                  <th scope="col" className="px-4 py-2 font-semibold">
                    {t("columns.when")}
                  </th>
                  <th scope="col" className="px-4 py-2 font-semibold">
                    {t("columns.who")}
                  </th>
                  <th scope="col" className="px-4 py-2 font-semibold">
                    {t("columns.what")}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-gray-200 dark:divide-gray-800">
                {list.data.entries.map((entry) => {
                  const { key, values } = describeActivity(entry, someone);
                  const who = entry.actorName ?? (entry.actorId ? someone : t("system"));
                  return (
                    <tr key={entry.id} className="align-top">
                      <td className="px-4 py-3 whitespace-nowrap text-gray-600 dark:text-gray-400">
                        <time dateTime={entry.createdAt.toISOString()}>
                          {format.dateTime(entry.createdAt, {
                            dateStyle: "medium",
                            timeStyle: "short",
                            timeZone,
                          })}
                        </time>
                      </td>
                      <td className="px-4 py-3">
                        <span className="font-medium">{who}</span>
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
                })}
              </tbody>
            </table>
          </div>
          {list.data.pageCount > 1 && (
            <nav aria-label={t("pagination")} className="flex items-center justify-between gap-3">
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={list.data.page <= 1}
                onClick={() => setQuery({ page: list.data.page - 1 })}
              >
                {t("previous")}
              </Button>
              <span className="text-sm">
                {t("page", { page: list.data.page, pages: list.data.pageCount })}
              </span>
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={list.data.page >= list.data.pageCount}
                onClick={() => setQuery({ page: list.data.page + 1 })}
              >
                {t("next")}
              </Button>
            </nav>
          )}
        </>
      )}
    </div>
  );
}

function DateFilter({
  id,
  label,
  value,
  min,
  max,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  min?: string;
  max?: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <Input
        id={id}
        type="date"
        value={value}
        min={min}
        max={max}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
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
  // The browser has taken the file once the click returns; revoke on the next tick to be safe.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
