"use client";

import { useFormatter, useTranslations } from "next-intl";
import { useRef, useState } from "react";

import type { RouterOutputs } from "@teamkit/api/client";
import { Button } from "@teamkit/ui/button";
import { EmptyState } from "@teamkit/ui/empty-state";

import { notifyFailure } from "~/components/notify-failure";
import { UTC_DATE_TIME } from "~/components/utc-date-time";
import { api } from "~/trpc/react";

type AuditPage = RouterOutputs["admin"]["audit"]["list"];
type AuditEntry = AuditPage["entries"][number];

/**
 * The admin actions, newest first: the overview's first page, then older ones a page at a time.
 * The focus moves to the first entry each "Show older" added, so the keyboard reads on from there.
 */
export function AdminAuditLog({ firstPage }: { firstPage: AuditPage }) {
  const t = useTranslations("admin.overview");
  const utils = api.useUtils();
  const [entries, setEntries] = useState(firstPage.entries);
  const [nextCursor, setNextCursor] = useState(firstPage.nextCursor);
  const [isLoading, setIsLoading] = useState(false);
  const firstAdded = useRef<string | null>(null);

  async function showOlder() {
    if (!nextCursor) return;
    setIsLoading(true);
    try {
      const page = await utils.admin.audit.list.fetch({ cursor: nextCursor }, { staleTime: 0 });
      firstAdded.current = page.entries[0]?.id ?? null;
      setEntries((shown) => [...shown, ...page.entries]);
      setNextCursor(page.nextCursor);
    } catch (error) {
      notifyFailure(t("auditOlderFailed"), error);
    } finally {
      setIsLoading(false);
    }
  }

  if (entries.length === 0) return <EmptyState title={t("auditEmpty")} headingLevel={3} />;
  return (
    <>
      <ul className="grid divide-y divide-gray-200 dark:divide-gray-800">
        {entries.map((entry) => (
          <li
            key={entry.id}
            tabIndex={-1}
            ref={(item) => {
              if (item && entry.id === firstAdded.current) {
                firstAdded.current = null;
                item.focus();
              }
            }}
            className="grid gap-0.5 py-3 text-sm wrap-anywhere focus-visible:outline-2 focus-visible:outline-primary"
          >
            <AuditLine entry={entry} />
          </li>
        ))}
      </ul>
      {nextCursor && (
        <div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            loading={isLoading}
            onClick={() => void showOlder()}
          >
            {t("auditOlder")}
          </Button>
        </div>
      )}
    </>
  );
}

function AuditLine({ entry }: { entry: AuditEntry }) {
  const t = useTranslations("admin.overview");
  const format = useFormatter();
  const reason = entry.details?.reason;
  const date = format.dateTime(entry.createdAt, UTC_DATE_TIME);
  return (
    <>
      <p>
        {t("auditAction", {
          action: entry.action.replace(".", "_"),
          actor: entry.actorName ?? entry.actorEmail ?? "?",
          target: entry.targetEmail ?? entry.targetId ?? "?",
        })}
      </p>
      {typeof reason === "string" && (
        <p className="text-gray-600 dark:text-gray-400">{t("auditReason", { reason })}</p>
      )}
      <p className="text-xs text-gray-500 dark:text-gray-400">
        {/* The scheduler's entries (an impersonation that ran out) have no address. */}
        {entry.ip ? t("auditWhen", { date, ip: entry.ip }) : date}
      </p>
    </>
  );
}
