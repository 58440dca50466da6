import type { inferParserType } from "nuqs/server";

import { createLoader, createParser, createSerializer } from "nuqs/server";

import type { AdminUserSearch } from "@teamkit/validators";
import { AdminUserSearchInput } from "@teamkit/validators";

import { once } from "~/http/search-params";

const defaults = AdminUserSearchInput.parse({});

function field<K extends keyof AdminUserSearch>(key: K, read: (value: string) => unknown = String) {
  return once(
    createParser<AdminUserSearch[K]>({
      parse: (value) => {
        const parsed = AdminUserSearchInput.shape[key].safeParse(read(value));
        return parsed.success ? (parsed.data as AdminUserSearch[K]) : null;
      },
      serialize: String,
    }),
  ).withDefault(defaults[key]);
}

/** The user list's search in the URL; a repeated or invalid param reads as its default. */
export const userSearchParsers = {
  q: field("q"),
  verified: field("verified"),
  admin: field("admin"),
  hasTeam: field("hasTeam"),
  sort: field("sort"),
  page: field("page", Number),
};

export const loadUserSearch = createLoader(userSearchParsers);

const serialize = createSerializer(userSearchParsers);

/** The query string of a search (defaults left out), starting with "?" or empty. */
export function userSearchQuery(search: inferParserType<typeof userSearchParsers>): string {
  // Percent-encoded as a form would send it, so the link matches the form's own URLs.
  const query = new URLSearchParams(serialize(search)).toString();
  return query ? `?${query}` : "";
}
