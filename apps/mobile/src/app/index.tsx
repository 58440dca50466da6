import { Redirect } from "expo-router";
import { ActivityIndicator } from "react-native";

import { useSession } from "../lib/session";

export default function Start() {
  const current = useSession();
  if (current.status === "loading") return <ActivityIndicator style={{ marginTop: 48 }} />;
  if (current.status === "signedOut") return <Redirect href="/sign-in" />;
  return <Redirect href={current.teamId ? "/tasks" : "/teams"} />;
}
