import { describe, expect, it } from "vitest";

import { makeTeam, makeUser, useTestDatabase } from "@teamkit/db/testing";

import { callerAs } from "./fixtures";

const database = useTestDatabase();

describe("tasks.tag names", () => {
  it("reads a name typed with a combining accent as the one already taken", async () => {
    const owner = await makeUser(database.db);
    const member = await makeUser(database.db);
    const team = await makeTeam(database.db, { owner, members: [member] });
    const created = await (
      await callerAs(database.db, owner)
    ).tasks.tag.create({ teamId: team.id, name: "Caf\u00e9", color: "red" });
    const api = await callerAs(database.db, member);
    await expect(
      api.tasks.tag.create({ teamId: team.id, name: "CAFE\u0301", color: "blue" }),
    ).rejects.toMatchObject({
      code: "CONFLICT",
      cause: { messageKey: "tasks.errors.tagNameTaken" },
    });
    const other = await api.tasks.tag.create({ teamId: team.id, name: "Bar", color: "blue" });
    await expect(
      api.tasks.tag.update({ teamId: team.id, tagId: other.id, name: "cafe\u0301" }),
    ).rejects.toMatchObject({ code: "CONFLICT" });
    expect(
      (await api.tasks.tag.update({ teamId: team.id, tagId: created.id, name: "Cafe\u0301s" }))
        .name,
    ).toBe("Caf\u00e9s");
  });
});
