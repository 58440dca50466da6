import type { Db } from "@teamkit/teams";
import type { TaskStatus } from "@teamkit/validators";
import { and, asc, eq, ne, sql, tasks } from "@teamkit/db";

export const POSITION_GAP = 1024;

/**
 * Halving a gap of 1024 about 30 times reaches it, far above where doubles stop telling neighbours
 * apart.
 */
export const MIN_POSITION_GAP = 1e-6;

interface Neighbour {
  id: string;
  position: number;
}

export async function rebalanceColumn(
  tx: Db,
  teamId: string,
  status: TaskStatus,
  skipTaskId: string | null,
): Promise<void> {
  const skip = skipTaskId ? sql`and id <> ${skipTaskId}` : sql``;
  await tx.execute(sql`
    update ${tasks} set position = ordered.rank * ${POSITION_GAP}
    from (
      select id, row_number() over (order by position, id) as rank
      from ${tasks} where team_id = ${teamId} and status = ${status} ${skip}
    ) as ordered
    where ${tasks.id} = ordered.id`);
}

async function taskIn(
  tx: Db,
  teamId: string,
  status: TaskStatus,
  taskId: string,
): Promise<Neighbour | null> {
  const [row] = await tx
    .select({ id: tasks.id, position: tasks.position })
    .from(tasks)
    .where(and(eq(tasks.teamId, teamId), eq(tasks.status, status), eq(tasks.id, taskId)))
    .limit(1);
  return row ?? null;
}

async function nextAfter(
  tx: Db,
  teamId: string,
  status: TaskStatus,
  after: Neighbour | null,
  skipTaskId: string,
): Promise<Neighbour | null> {
  const [row] = await tx
    .select({ id: tasks.id, position: tasks.position })
    .from(tasks)
    .where(
      and(
        eq(tasks.teamId, teamId),
        eq(tasks.status, status),
        ne(tasks.id, skipTaskId),
        after
          ? sql`(${tasks.position}, ${tasks.id}) > (${after.position}, ${after.id})`
          : undefined,
      ),
    )
    .orderBy(asc(tasks.position), asc(tasks.id))
    .limit(1);
  return row ?? null;
}

/**
 * Call it inside a transaction holding the team's lock, so no concurrent move reads the same
 * neighbours.
 */
export async function positionAfter(
  tx: Db,
  teamId: string,
  status: TaskStatus,
  taskId: string,
  afterTaskId: string | null,
): Promise<number> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const after =
      afterTaskId && afterTaskId !== taskId ? await taskIn(tx, teamId, status, afterTaskId) : null;
    const next = await nextAfter(tx, teamId, status, after, taskId);
    if (!after) return next ? next.position - POSITION_GAP : POSITION_GAP;
    if (!next) return after.position + POSITION_GAP;
    if (next.position - after.position >= MIN_POSITION_GAP) {
      return (after.position + next.position) / 2;
    }
    await rebalanceColumn(tx, teamId, status, taskId);
  }
  throw new Error("the column could not be rebalanced");
}
