import type { TaskDueFilter, TaskSort, TaskStatusFilter } from "@teamkit/validators";
import { TASK_DUE_FILTERS, TASK_SORTS, TASK_STATUS_FILTERS } from "@teamkit/validators";

/** The list's filters as the URL holds them (`?q=&status=&tag=&assignee=&due=&sort=&page=`). */
export interface TaskListQuery {
  search: string;
  status: TaskStatusFilter | "";
  tagId: string;
  assigneeId: string;
  due: TaskDueFilter | "";
  sort: TaskSort;
  page: number;
}

function oneOf<T extends string>(value: string | null, options: readonly T[]): T | "" {
  return value && (options as readonly string[]).includes(value) ? (value as T) : "";
}

/** Reads the filters from the URL; anything unknown reads as "no filter". */
export function readTaskQuery(params: URLSearchParams): TaskListQuery {
  const page = Number(params.get("page"));
  return {
    search: (params.get("q") ?? "").slice(0, 200),
    status: oneOf(params.get("status"), TASK_STATUS_FILTERS),
    tagId: (params.get("tag") ?? "").slice(0, 64),
    assigneeId: (params.get("assignee") ?? "").slice(0, 64),
    due: oneOf(params.get("due"), TASK_DUE_FILTERS),
    sort: oneOf(params.get("sort"), TASK_SORTS) || "newest",
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The URL search string of a query (defaults left out, so a plain list has a plain URL). */
export function writeTaskQuery(query: TaskListQuery): string {
  const params = new URLSearchParams();
  if (query.search) params.set("q", query.search);
  if (query.status) params.set("status", query.status);
  if (query.tagId) params.set("tag", query.tagId);
  if (query.assigneeId) params.set("assignee", query.assigneeId);
  if (query.due) params.set("due", query.due);
  if (query.sort !== "newest") params.set("sort", query.sort);
  if (query.page > 1) params.set("page", String(query.page));
  const text = params.toString();
  return text ? `?${text}` : "";
}
