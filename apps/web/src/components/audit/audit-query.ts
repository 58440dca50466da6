import type { AuditActionGroup } from "@teamkit/validators";
import { AUDIT_ACTION_GROUPS } from "@teamkit/validators";

/** The audit log's filters and page as the URL holds them (`?group=&actor=&from=&to=&page=`). */
export interface AuditQuery {
  group: AuditActionGroup | "";
  actorId: string;
  /** Calendar days (`YYYY-MM-DD`) on the viewer's calendar, both included. */
  from: string;
  to: string;
  page: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function day(value: string | null): string {
  return value && DAY.test(value) ? value : "";
}

/** Reads the filters from the URL; anything unknown or malformed reads as "no filter". */
export function readAuditQuery(params: URLSearchParams): AuditQuery {
  const group = params.get("group");
  const page = Number(params.get("page"));
  return {
    group:
      group && (AUDIT_ACTION_GROUPS as readonly string[]).includes(group)
        ? (group as AuditActionGroup)
        : "",
    actorId: (params.get("actor") ?? "").slice(0, 64),
    from: day(params.get("from")),
    to: day(params.get("to")),
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The URL search string of a query (empty filters and page 1 left out). */
export function writeAuditQuery(query: AuditQuery): string {
  const params = new URLSearchParams();
  if (query.group) params.set("group", query.group);
  if (query.actorId) params.set("actor", query.actorId);
  if (query.from) params.set("from", query.from);
  if (query.to) params.set("to", query.to);
  if (query.page > 1) params.set("page", String(query.page));
  const text = params.toString();
  return text ? `?${text}` : "";
}
