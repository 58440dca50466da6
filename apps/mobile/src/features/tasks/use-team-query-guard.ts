import { router } from "expo-router";
import { useEffect } from "react";

import { errorKey } from "../../lib/api";

/** A team the user has left (or that was deleted) answers not found: choose another. */
export function useTeamGone(error: unknown) {
  const isGone = errorKey(error) === "teams.errors.notFound";
  useEffect(() => {
    if (isGone) router.replace("/teams");
  }, [isGone]);
}
