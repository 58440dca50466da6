import { useColorScheme } from "react-native";

import { usePreferences } from "./preferences";

const light = {
  background: "#ffffff",
  surface: "#f4f4f5",
  text: "#18181b",
  muted: "#52525b",
  border: "#d4d4d8",
  primary: "#4f46e5",
  onPrimary: "#ffffff",
  danger: "#b91c1c",
  success: "#15803d",
};
const dark: typeof light = {
  background: "#09090b",
  surface: "#18181b",
  text: "#fafafa",
  muted: "#a1a1aa",
  border: "#3f3f46",
  primary: "#818cf8",
  onPrimary: "#09090b",
  danger: "#f87171",
  success: "#4ade80",
};

export type Colors = typeof light;

/** Light or dark, as chosen in the app's account settings, or following the system. */
export function useAppColorScheme(): "light" | "dark" {
  const system = useColorScheme();
  const { colorMode } = usePreferences();
  if (colorMode !== "system") return colorMode;
  return system === "dark" ? "dark" : "light";
}

export function useColors(): Colors {
  return useAppColorScheme() === "dark" ? dark : light;
}
