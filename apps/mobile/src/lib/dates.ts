import type { Locale } from "@teamkit/i18n";

/** A calendar day (`YYYY-MM-DD`) as the web shows it ("Jan 1, 2020", "01.01.2020"), in any zone. */
export function formatDay(value: string, locale: Locale): string {
  return new Date(`${value}T00:00:00Z`).toLocaleDateString(locale, {
    dateStyle: "medium",
    timeZone: "UTC",
  });
}
