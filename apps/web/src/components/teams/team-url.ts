import { slugify } from "@teamkit/validators";

/** The path of a team's url: it opens the app in that team (`/t/{slug}`). */
export function teamPath(slug: string): string {
  return `/t/${slug}`;
}

/**
 * Pages a team url opens instead of the dashboard (`/t/{slug}?to=billing`): the mobile app sends
 * owners to the web's Billing of the team it shows, whichever team the browser had open.
 */
export const TEAM_URL_PAGES = { billing: "/app/settings/team/billing" } as const;

export type TeamUrlPage = keyof typeof TEAM_URL_PAGES;

/** The query parameter of a team url that names one of `TEAM_URL_PAGES`. */
export const TEAM_URL_PAGE_PARAM = "to";

export function teamUrlPage(value: string | null): TeamUrlPage | null {
  return value !== null && Object.hasOwn(TEAM_URL_PAGES, value) ? (value as TeamUrlPage) : null;
}

/**
 * The absolute url of a team, as the create form shows it while the name is typed: `slug` once the
 * server told which is free, else the name's own. Unprefixed on purpose: teammates share it, and
 * each of them lands in their own language.
 */
export function teamUrlForName(origin: string, name: string, slug = slugify(name)): string {
  return `${origin.replace(/\/+$/, "")}${teamPath(slug)}`;
}

/** The dashboard's query after a switch by link (`/t/{slug}`): it says which team is now active. */
export const SWITCHED_PARAM = "switched";

/** The dashboard's query after an invitation was accepted (at sign-in or on its page). */
export const JOINED_PARAM = "joined";
