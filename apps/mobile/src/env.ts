/**
 * The web app the phone talks to. Expo inlines `EXPO_PUBLIC_*` at bundle time, so only direct
 * reads work here.
 */
export const env = {
  apiUrl: (process.env.EXPO_PUBLIC_API_URL ?? "").replace(/\/$/, ""),
};
