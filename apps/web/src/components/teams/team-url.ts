import { slugify } from "@teamkit/validators";

/** The path of a team's url: it opens the app in that team (`/t/{slug}`). */
export function teamPath(slug: string): string {
  return `/t/${slug}`;
}

/**
 * The absolute url a team will get for `name`, as the create form shows it while the name is
 * typed. Unprefixed on purpose: teammates share it, and each of them lands in their own language.
 */
export function teamUrlForName(origin: string, name: string): string {
  return `${origin.replace(/\/+$/, "")}${teamPath(slugify(name))}`;
}

/** The dashboard's query after a switch by link (`/t/{slug}`): it says which team is now active. */
export const SWITCHED_PARAM = "switched";

/** The dashboard's query after an invitation was accepted (at sign-in or on its page). */
export const JOINED_PARAM = "joined";
