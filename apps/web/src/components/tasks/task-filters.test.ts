import { createLoader, createSerializer } from "nuqs/server";
import { describe, expect, it } from "vitest";

import { taskListParsers, taskListUrlKeys } from "./task-filters";

const load = createLoader(taskListParsers, { urlKeys: taskListUrlKeys });
const serialize = createSerializer(taskListParsers, { urlKeys: taskListUrlKeys });

describe("task list query", () => {
  it("reads a shared link back into the same filters", () => {
    const url = "?q=release&status=open&tag=t1&assignee=none&due=overdue&sort=title&page=2&task=x";
    const query = load(url);
    expect(query).toEqual({
      search: "release",
      status: "open",
      tagId: "t1",
      assigneeId: "none",
      due: "overdue",
      sort: "title",
      page: 2,
      task: "x",
    });
    expect(serialize(query)).toBe(url);
  });

  it("reads unknown values as no filter and leaves defaults out of the URL", () => {
    const query = load("?status=later&due=soon&sort=random&page=0&q=" + "a".repeat(300));
    expect(query).toMatchObject({ status: "", due: "", sort: "newest", page: 1 });
    expect(query.search).toHaveLength(200);
    expect(load("?page=10001").page).toBe(1);
    expect(serialize(load(""))).toBe("");
  });
});
