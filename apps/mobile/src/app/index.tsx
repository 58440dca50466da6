import { Redirect } from "expo-router";
import { ActivityIndicator } from "react-native";

import { startPath, useSession } from "../lib/session";

export default function Start() {
  const path = startPath(useSession());
  if (!path) return <ActivityIndicator style={{ marginTop: 48 }} />;
  return <Redirect href={path} />;
}
