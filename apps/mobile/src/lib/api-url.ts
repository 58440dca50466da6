import Constants from "expo-constants";
import { Platform } from "react-native";

import { env } from "../env";

/** The web app's dev server port (`pnpm dev`). */
const DEV_PORT = 3000;

/**
 * Where `/api/trpc` lives: EXPO_PUBLIC_API_URL when set; in the web build, its own origin; in
 * development on a phone, the machine that serves the bundle (the phone reaches it, not localhost).
 */
export function apiBaseUrl(): string {
  if (env.apiUrl) return env.apiUrl;
  if (Platform.OS === "web") return "";
  const host = Constants.expoConfig?.hostUri?.split(":")[0] ?? "localhost";
  return `http://${host}:${DEV_PORT}`;
}

/** The web app's pages (the browser sign-in): where the API is, or the web build's own origin. */
export function webBaseUrl(): string {
  return apiBaseUrl() || window.location.origin;
}
