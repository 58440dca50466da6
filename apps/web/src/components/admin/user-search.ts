import type { AdminUserSearch } from "@teamkit/validators";
import { AdminUserSearchInput } from "@teamkit/validators";

type SearchParams = Record<string, string | string[] | undefined>;

const FIELDS = ["q", "verified", "admin", "hasTeam", "sort"] as const;

/**
 * The user list's query from the page's URL. Each parameter that is missing, repeated or not
 * valid falls back to its default, so a hand-edited link still shows a list.
 */
export function parseUserSearch(params: SearchParams): AdminUserSearch {
  const defaults = AdminUserSearchInput.parse({});
  const read = (key: string) => {
    const value = params[key];
    return typeof value === "string" ? value : undefined;
  };
  const search: AdminUserSearch = { ...defaults };
  for (const key of FIELDS) {
    const parsed = AdminUserSearchInput.shape[key].safeParse(read(key));
    if (parsed.success) Object.assign(search, { [key]: parsed.data });
  }
  const page = AdminUserSearchInput.shape.page.safeParse(Number(read("page") ?? "1"));
  if (page.success) search.page = page.data;
  return search;
}

/** The query string of a search (defaults left out), starting with "?" or empty. */
export function userSearchQuery(search: AdminUserSearch): string {
  const defaults = AdminUserSearchInput.parse({});
  const params = new URLSearchParams();
  for (const key of FIELDS) {
    if (search[key] !== defaults[key]) params.set(key, search[key]);
  }
  if (search.page !== 1) params.set("page", String(search.page));
  const query = params.toString();
  return query ? `?${query}` : "";
}
