import { notify } from "@teamkit/ui/toast";

import { explainedError } from "~/forms/explained-error";

/** An error toast titled `title`, with the server's reason where it gave one. */
export function notifyFailure(title: string, error: unknown, id?: string): void {
  notify.error({ id, title, description: explainedError(error) ?? undefined });
}
