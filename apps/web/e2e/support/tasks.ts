import type { APIRequestContext } from "@playwright/test";

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
