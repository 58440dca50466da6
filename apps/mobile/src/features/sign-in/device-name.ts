import * as Device from "expo-device";
import { Platform } from "react-native";

/** How the phone is named among the user's sessions. */
export function deviceName(): string {
  return Device.deviceName ?? Device.modelName ?? `Teamkit (${Platform.OS})`;
}
