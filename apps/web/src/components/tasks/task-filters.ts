import type { inferParserType } from "nuqs/server";

import { TASK_DUE_FILTERS, TASK_SORTS, TASK_STATUS_FILTERS } from "@teamkit/validators";

import {
  parseAsCappedString,
  parseAsFilter,
  parseAsOneOf,
  parseAsPage,
} from "~/http/search-params";

/** The task list's URL state; empty means no filter, `task` opens that task's edit dialog. */
export const taskListParsers = {
  search: parseAsCappedString(200),
  status: parseAsFilter(TASK_STATUS_FILTERS),
  tagId: parseAsCappedString(64),
  assigneeId: parseAsCappedString(64),
  due: parseAsFilter(TASK_DUE_FILTERS),
  sort: parseAsOneOf(TASK_SORTS).withDefault("newest"),
  page: parseAsPage,
  task: parseAsCappedString(64),
};

export const taskListUrlKeys = { search: "q", tagId: "tag", assigneeId: "assignee" } as const;

export type TaskListQuery = inferParserType<typeof taskListParsers>;
