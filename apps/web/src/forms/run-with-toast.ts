"use client";

import { notify } from "@teamkit/ui/toast";

import { explainedError } from "./explained-error";

/**
 * Runs a mutation under one toast: its `pending` title while it runs, then `done` (with
 * `doneDescription`), or `failed` with the API's reason when it gave one. True when it worked.
 */
export async function runWithToast(
  mutate: () => Promise<unknown>,
  toasts: { pending: string; done: string; doneDescription?: string; failed: string },
): Promise<boolean> {
  const toastId = notify.loading({ title: toasts.pending });
  try {
    await mutate();
  } catch (error) {
    notify.error({
      id: toastId,
      title: toasts.failed,
      description: explainedError(error) ?? undefined,
    });
    return false;
  }
  notify.success({ id: toastId, title: toasts.done, description: toasts.doneDescription });
  return true;
}
