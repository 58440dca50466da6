import { Redirect, Stack } from "expo-router";
import { ActivityIndicator } from "react-native";

import { useSession } from "../../lib/session";
import { useStackOptions } from "../../lib/stack-options";

/** Every screen here needs a session: without one (or when it ends) the app shows sign-in. */
export default function SignedInLayout() {
  const current = useSession();
  const options = useStackOptions();
  if (current.status === "loading") return <ActivityIndicator style={{ marginTop: 48 }} />;
  if (current.status === "signedOut") return <Redirect href="/sign-in" />;
  return <Stack screenOptions={options} />;
}
