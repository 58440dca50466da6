import type { TaskForm as TaskFormValues } from "@teamkit/validators";

import { createStore } from "../../lib/store";

/**
 * A save the server refused after its editor had closed (saves show at once): the editor opens
 * again with what was typed and why, as on the web.
 */
export interface RefusedDraft {
  /** The edited task's id; null for a new one. */
  taskId: string | null;
  values: TaskFormValues;
  /** The task as the editor had opened it. */
  opened: TaskFormValues;
  reason: string;
}

const store = createStore<RefusedDraft | null>(null);

export const refusedDrafts = {
  keep: (draft: RefusedDraft) => store.set(draft),
  /** The draft waiting for this editor, if any. */
  peek: (taskId: string | null) => {
    const draft = store.get();
    return draft?.taskId === taskId ? draft : null;
  },
  /** Once an editor has shown it. */
  drop: (draft: RefusedDraft) => {
    if (store.get() === draft) store.set(null);
  },
};
