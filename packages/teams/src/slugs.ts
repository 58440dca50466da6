import { and, eq, like, ne, or, sql, teams } from "@teamkit/db";
import { SLUG_MAX_LENGTH, slugify } from "@teamkit/validators";

import type { Db } from "./actor";

/** Room for a number behind it ("-999"). */
const baseSlug = (name: string) =>
  slugify(name)
    .slice(0, SLUG_MAX_LENGTH - 4)
    .replace(/-+$/, "");

/** The url `name` would get now: its slug, or the first free numbered one (acme-2, acme-3, …). */
export async function freeSlug(db: Db, name: string, exceptTeamId?: string): Promise<string> {
  const base = baseSlug(name);
  const taken = await db
    .select({ slug: teams.slug })
    .from(teams)
    .where(
      and(
        or(eq(teams.slug, base), like(teams.slug, `${base}-%`)),
        exceptTeamId ? ne(teams.id, exceptTeamId) : undefined,
      ),
    );
  const used = new Set(taken.map((row) => row.slug));
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}

/**
 * `freeSlug` inside the caller's transaction, where creations of one base url take turns (an
 * advisory lock held to the commit), so two teams of one name never pick the same number. The
 * unique index still decides for a chosen url; callers map its violation to "taken".
 */
export async function uniqueSlug(db: Db, name: string, exceptTeamId?: string): Promise<string> {
  const lock = `team-slug:${baseSlug(name)}`;
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${lock}))`);
  return freeSlug(db, name, exceptTeamId);
}
