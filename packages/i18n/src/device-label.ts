export type DeviceLabelKey = "browserOn" | "browserOnUnknownOs" | "unknownBrowser";

/** "Chrome 131 on macOS", a phone's name, or what the server could tell (`account.sessions.*`). */
export function deviceLabel(
  t: (key: DeviceLabelKey, values?: Record<string, string>) => string,
  device: { browser: string | null; os: string | null; deviceName?: string | null },
): string {
  if (device.deviceName) return device.deviceName;
  if (device.browser && device.os)
    return t("browserOn", { browser: device.browser, os: device.os });
  if (device.browser) return device.browser;
  if (device.os) return t("browserOnUnknownOs", { os: device.os });
  return t("unknownBrowser");
}
