"use client";

import type { ReactNode } from "react";

import { Button } from "@teamkit/ui/button";

import { runWithToast } from "~/forms/run-with-toast";
import { api } from "~/trpc/react";

export interface DeviceAction {
  label: string;
  ariaLabel: string;
  toasts: { pending: string; done: string; failed: string };
  mutate: () => Promise<unknown>;
  isPending: boolean;
}

/** A row of the sessions card: the device, a line about it, and what can be done to it. */
export function DeviceRow({
  label,
  badge,
  details,
  action,
}: {
  label: string;
  badge?: ReactNode;
  details: ReactNode;
  action?: DeviceAction;
}) {
  const utils = api.useUtils();

  async function run({ mutate, toasts }: DeviceAction) {
    await runWithToast(mutate, toasts);
    await utils.user.sessions.list.invalidate();
  }

  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
      <div className="min-w-0 flex-1 basis-56">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
          <span className="wrap-anywhere">{label}</span>
          {badge}
        </p>
        <p className="text-sm text-gray-600 dark:text-gray-400">{details}</p>
      </div>
      {action && (
        <Button
          type="button"
          variant="outline"
          size="sm"
          loading={action.isPending}
          aria-label={action.ariaLabel}
          onClick={() => void run(action)}
        >
          {action.label}
        </Button>
      )}
    </li>
  );
}
