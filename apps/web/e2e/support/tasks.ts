import type { APIRequestContext, Page } from "@playwright/test";

import { openMenu } from "./menus";
import { ownerWithTeam } from "./teams";
import { answerRefusal, trpcMutation } from "./trpc";

/** Creates tasks so each column shows them in the order given (a new task goes to the top). */
export async function createTasks(
  request: APIRequestContext,
  teamId: string,
  tasks: [string, "todo" | "in_progress" | "done"][],
): Promise<void> {
  for (const [title, status] of tasks.toReversed()) {
    await trpcMutation(request, "tasks.create", { teamId, title, status });
  }
}

/** Answers the page's calls of a task procedure as the server does once the task was deleted. */
export async function answerTaskGone(page: Page, procedure: "tasks.update" | "tasks.move") {
  await answerRefusal(page, procedure, {
    code: "CONFLICT",
    messageKey: "tasks.errors.notFound",
    message: "This task does not exist.",
  });
}

/** Picks Edit or Delete in the menu of the task row titled `title`, as a user would. */
export async function taskAction(page: Page, title: string, action: "Edit" | "Delete") {
  const menu = await openMenu(page, page.getByRole("button", { name: `Actions for “${title}”` }));
  await menu.getByRole("menuitem", { name: action }).click();
}

/** The rows of the task list (each has its actions menu). */
export function taskRows(page: Page) {
  return page
    .getByRole("listitem")
    .filter({ has: page.getByRole("button", { name: /^Actions for / }) });
}

/** An owner whose team `team` has the task "Angebot schreiben", on `path` in German. */
export async function openInGerman(page: Page, team: string, path: string): Promise<void> {
  const teamId = (await ownerWithTeam(page.request, { name: team })).team.id;
  await trpcMutation(page.request, "tasks.create", { teamId, title: "Angebot schreiben" });
  await page.goto(path);
}
