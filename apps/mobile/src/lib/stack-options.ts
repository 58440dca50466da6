import type { Stack } from "expo-router";
import type { ComponentProps } from "react";

import { useColors } from "./theme";

/** The navigation bar in the app's colours, for the root stack and the signed-in one. */
export function useStackOptions(): ComponentProps<typeof Stack>["screenOptions"] {
  const colors = useColors();
  return {
    headerStyle: { backgroundColor: colors.background },
    headerTintColor: colors.text,
    contentStyle: { backgroundColor: colors.background },
  };
}
