"use client";

import { useRouter } from "~/i18n/navigation";
import { api } from "~/trpc/react";

/**
 * After leaving or deleting the active team: drops the cached team data and opens the dashboard,
 * rendered again on the server for the next active team.
 */
export function useOpenDashboard(): () => Promise<void> {
  const router = useRouter();
  const utils = api.useUtils();
  return async () => {
    await utils.team.invalidate();
    router.push("/app/dashboard");
    router.refresh();
  };
}
