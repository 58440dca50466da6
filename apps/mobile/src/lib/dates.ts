import type { Locale } from "@teamkit/i18n";
import { getFormatter } from "@teamkit/i18n";

/** A calendar day (`YYYY-MM-DD`) as the web shows it ("Jan 1, 2020", "01.01.2020"), in any zone. */
export function formatDay(value: string, locale: Locale): string {
  return new Date(`${value}T00:00:00Z`).toLocaleDateString(locale, {
    dateStyle: "medium",
    timeZone: "UTC",
  });
}

/**
 * An instant's day as the web's formatter shows it (`dateStyle`, in UTC as the web does): the same
 * day on the server, in the browser and on the phone, whatever their time zones. A string is an ISO
 * instant, as JSON carries a date.
 */
export function formatDate(
  value: Date | string,
  locale: Locale,
  dateStyle: "medium" | "long" = "medium",
): string {
  return new Date(value).toLocaleDateString(locale, { dateStyle, timeZone: "UTC" });
}

/** "3 hours ago" as the web says it, never "in 1 minute" for a clock a little behind the server's. */
export function formatAgo(value: Date, now: Date, locale: Locale): string {
  return getFormatter(locale).relativeTime(value, value > now ? value : now);
}
