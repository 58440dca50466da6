import type { inferParserType } from "nuqs/server";

import { AUDIT_ACTION_GROUPS } from "@teamkit/validators";

import { parseAsCappedString, parseAsDay, parseAsFilter, parseAsPage } from "~/http/search-params";

/**
 * The audit log's filters and page in the URL (`?group=&actor=&from=&to=&page=`): `from` and
 * `to` are days on the viewer's calendar, both included.
 */
export const auditParsers = {
  group: parseAsFilter(AUDIT_ACTION_GROUPS),
  actorId: parseAsCappedString(64),
  from: parseAsDay,
  to: parseAsDay,
  page: parseAsPage,
};

export const auditUrlKeys = { actorId: "actor" } as const;

export type AuditQuery = inferParserType<typeof auditParsers>;
