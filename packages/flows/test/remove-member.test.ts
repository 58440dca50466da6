import { describe, expect, it } from "vitest";

import { and, eq, tasks } from "@teamkit/db";
import { makeMembership, makeTeam, makeUser, useTestDatabase } from "@teamkit/db/testing";
import { createTask } from "@teamkit/tasks";

import { removeMember } from "../src";
import { flowContext } from "./support";

const database = useTestDatabase();

/** A team of an owner and one member. */
async function team() {
  const member = await makeUser(database.db, { name: "Max Member" });
  return { ...(await makeTeam(database.db, { name: "Task Team", members: [member] })), member };
}

describe("unassignment", () => {
  it("unassigns a member who is removed or leaves from the team's tasks only", async () => {
    const t = await team();
    const other = await team();
    await makeMembership(database.db, { teamId: other.id, userId: t.member.id });
    const mine = await createTask(database.db, t.owner, t.id, {
      title: "Mine",
      assigneeId: t.member.userId,
    });
    const theirs = await createTask(database.db, other.owner, other.id, {
      title: "Theirs",
      assigneeId: t.member.userId,
    });
    await removeMember(flowContext(database.db), t.owner, t.id, t.member.userId);
    const assignees = await database.db
      .select({ id: tasks.id, assigneeId: tasks.assigneeId })
      .from(tasks)
      .where(and(eq(tasks.assigneeId, t.member.userId)));
    expect(assignees.map((row) => row.id)).toEqual([theirs.id]);
    const [row] = await database.db
      .select({ assigneeId: tasks.assigneeId })
      .from(tasks)
      .where(eq(tasks.id, mine.id));
    expect(row?.assigneeId).toBeNull();
    await removeMember(flowContext(database.db), t.member, other.id, t.member.userId);
    const [after] = await database.db
      .select({ assigneeId: tasks.assigneeId })
      .from(tasks)
      .where(eq(tasks.id, theirs.id));
    expect(after?.assigneeId).toBeNull();
  });
});
