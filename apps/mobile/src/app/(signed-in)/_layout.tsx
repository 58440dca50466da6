import { Redirect, Stack } from "expo-router";
import { useEffect } from "react";
import { ActivityIndicator } from "react-native";

import { api } from "../../lib/api";
import { offlineCache, useCacheRestored } from "../../lib/offline-cache";
import { useSession } from "../../lib/session";
import { useStackOptions } from "../../lib/stack-options";

/**
 * A screen opened by a link or after a reload has the task list beneath it, so its back arrow
 * leads into the app rather than nowhere.
 */
export const unstable_settings = { initialRouteName: "tasks/index" };

/**
 * Every screen here needs a session: without one (or when it ends) the app shows sign-in. The
 * offline copy is read first, so screens start from it; the user's id names the copy.
 */
export default function SignedInLayout() {
  const current = useSession();
  const options = useStackOptions();
  const isRestored = useCacheRestored();
  // Asked with the first screen's queries (one batched request), after the copy is read.
  const me = api.user.me.useQuery(undefined, {
    enabled: current.status === "signedIn" && isRestored,
  });
  const userId = me.data?.id;
  useEffect(() => {
    if (userId) void offlineCache.rememberUser(userId);
  }, [userId]);
  if (current.status === "loading" || !isRestored)
    return <ActivityIndicator style={{ marginTop: 48 }} />;
  if (current.status === "signedOut") return <Redirect href="/sign-in" />;
  return <Stack screenOptions={options} />;
}
