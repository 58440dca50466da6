import type { Database } from "@teamkit/db";
import type { Actor, Db } from "@teamkit/teams";
import type { CreateTagInput, TagColor, UpdateTagInput } from "@teamkit/validators";
import { and, asc, count, eq, isUniqueViolation, ne, sql, tags, taskTags } from "@teamkit/db";
import { lockTeam } from "@teamkit/teams";
import { AppError } from "@teamkit/validators";

import { asMember, requireMember, tagNotFound } from "./access";

export interface TagView {
  id: string;
  name: string;
  color: TagColor;
  taskCount: number;
}

function tagNameTaken(): AppError {
  return new AppError("CONFLICT", { messageKey: "tasks.errors.tagNameTaken", field: "name" });
}

/** Writes a tag's name; the unique index backs up `checkNameFree`. */
async function writingName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw tagNameTaken();
    throw error;
  }
}

/**
 * Unique regardless of case: "Bug" and "bug" would read as one tag. The unique index only tells
 * equal names apart, so the team's lock orders concurrent writes of names that differ in case.
 */
async function checkNameFree(tx: Db, teamId: string, name: string, tagId?: string) {
  await lockTeam(tx, teamId);
  const [taken] = await tx
    .select({ id: tags.id })
    .from(tags)
    .where(
      and(
        eq(tags.teamId, teamId),
        sql`lower(${tags.name}) = lower(${name})`,
        tagId ? ne(tags.id, tagId) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw tagNameTaken();
}

export async function listTags(db: Database, actor: Actor, teamId: string): Promise<TagView[]> {
  await requireMember(db, teamId, actor);
  const rows = await db
    .select({ id: tags.id, name: tags.name, color: tags.color, taskCount: count(taskTags.taskId) })
    .from(tags)
    .leftJoin(taskTags, eq(taskTags.tagId, tags.id))
    .where(eq(tags.teamId, teamId))
    .groupBy(tags.id)
    .orderBy(asc(sql`lower(${tags.name})`), asc(tags.id));
  return rows.map((row) => ({ ...row, color: row.color as TagColor }));
}

export async function createTag(
  db: Database,
  actor: Actor,
  teamId: string,
  input: Omit<CreateTagInput, "teamId">,
): Promise<TagView> {
  return writingName(() =>
    asMember(db, teamId, actor, async (tx) => {
      await checkNameFree(tx, teamId, input.name);
      const [row] = await tx
        .insert(tags)
        .values({ teamId, name: input.name, color: input.color })
        .returning({ id: tags.id, name: tags.name, color: tags.color });
      if (!row) throw tagNotFound();
      return { ...row, color: row.color as TagColor, taskCount: 0 };
    }),
  );
}

export async function updateTag(
  db: Database,
  actor: Actor,
  teamId: string,
  input: Omit<UpdateTagInput, "teamId">,
): Promise<TagView> {
  return writingName(() =>
    asMember(db, teamId, actor, async (tx) => {
      if (input.name) await checkNameFree(tx, teamId, input.name, input.tagId);
      const theTag = and(eq(tags.teamId, teamId), eq(tags.id, input.tagId));
      const columns = { id: tags.id, name: tags.name, color: tags.color };
      // Nothing to change is no error: the tag as it is (an UPDATE needs a column to set).
      const [row] =
        input.name === undefined && input.color === undefined
          ? await tx.select(columns).from(tags).where(theTag)
          : await tx
              .update(tags)
              .set({ name: input.name, color: input.color })
              .where(theTag)
              .returning(columns);
      if (!row) throw tagNotFound();
      const [usage] = await tx
        .select({ n: count() })
        .from(taskTags)
        .where(eq(taskTags.tagId, row.id));
      return { ...row, color: row.color as TagColor, taskCount: usage?.n ?? 0 };
    }),
  );
}

export async function deleteTag(
  db: Database,
  actor: Actor,
  teamId: string,
  tagId: string,
): Promise<{ removedFromTasks: number }> {
  return asMember(db, teamId, actor, async (tx) => {
    const [usage] = await tx
      .select({ n: count() })
      .from(taskTags)
      .innerJoin(tags, eq(tags.id, taskTags.tagId))
      .where(and(eq(tags.teamId, teamId), eq(tags.id, tagId)));
    const [row] = await tx
      .delete(tags)
      .where(and(eq(tags.teamId, teamId), eq(tags.id, tagId)))
      .returning({ id: tags.id });
    if (!row) throw tagNotFound();
    return { removedFromTasks: usage?.n ?? 0 };
  });
}
