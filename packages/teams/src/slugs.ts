import { and, eq, like, ne, or, sql, teams } from "@teamkit/db";
import { SLUG_MAX_LENGTH, slugify } from "@teamkit/validators";

import type { Db } from "./actor";

/**
 * Inside the caller's transaction, creations of one base url take turns (an advisory lock held to
 * the commit), so two teams of one name never pick the same number. The unique index still
 * decides for a chosen url; callers map its violation to "taken".
 */
export async function uniqueSlug(db: Db, name: string, exceptTeamId?: string): Promise<string> {
  const base = slugify(name)
    .slice(0, SLUG_MAX_LENGTH - 4)
    .replace(/-+$/, "");
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`team-slug:${base}`}))`);
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
