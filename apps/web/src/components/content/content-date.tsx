import { getFormatter } from "next-intl/server";

/** A YYYY-MM-DD content date, written out in the page's language ("21 November 2026"). */
export async function ContentDate({ date, className }: { date: string; className?: string }) {
  const format = await getFormatter();
  // Dates are calendar days: format them in UTC so no time zone moves them by one.
  const text = format.dateTime(new Date(`${date}T00:00:00Z`), {
    dateStyle: "long",
    timeZone: "UTC",
  });
  return (
    <time dateTime={date} className={className}>
      {text}
    </time>
  );
}
