import { StyleSheet } from "react-native";

export const onboardingStyles = StyleSheet.create({
  step: { gap: 12 },
  subtitle: { fontSize: 17, fontWeight: "600" },
  team: { borderWidth: 1, borderRadius: 10, padding: 14, gap: 8 },
});
