import type { useTranslations } from "next-intl";

type Translate = ReturnType<typeof useTranslations<"account.sessions">>;

/** "Chrome 131 on macOS", a phone's name, or as much as the server could tell. */
export function deviceLabel(
  t: Translate,
  device: { browser: string | null; os: string | null; deviceName?: string | null },
): string {
  if (device.deviceName) return device.deviceName;
  if (device.browser && device.os)
    return t("browserOn", { browser: device.browser, os: device.os });
  if (device.browser) return device.browser;
  if (device.os) return t("browserOnUnknownOs", { os: device.os });
  return t("unknownBrowser");
}
