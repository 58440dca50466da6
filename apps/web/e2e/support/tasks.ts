import type { APIRequestContext, Page } from "@playwright/test";

import { trpcMutation } from "./trpc";

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
  await page.route(`**/api/trpc/${procedure}**`, (route) =>
    route.fulfill({
      status: 409,
      contentType: "application/json",
      body: JSON.stringify([
        {
          error: {
            json: {
              message: "This task does not exist.",
              code: -32009,
              data: { code: "CONFLICT", httpStatus: 409, messageKey: "tasks.errors.notFound" },
            },
          },
        },
      ]),
    }),
  );
}
