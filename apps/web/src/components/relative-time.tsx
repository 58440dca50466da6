import type { useFormatter } from "next-intl";
import type { ReactNode } from "react";

import { UTC_DATE_TIME } from "./utc-date-time";

/** `useFormatter()` in the browser or `getFormatter()` on the server: both have this shape. */
type Formatter = ReturnType<typeof useFormatter>;

/**
 * A moment shown relative to `now` (by default "3 hours ago"), with the exact time in UTC on hover.
 * Pass the server's `now` to client components, so the server's and the browser's render agree.
 */
export function RelativeTime({
  date,
  now,
  format,
  className,
  children,
}: {
  date: Date;
  now: Date;
  format: Formatter;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <time
      dateTime={date.toISOString()}
      title={format.dateTime(date, UTC_DATE_TIME)}
      className={className}
    >
      {children ?? format.relativeTime(date, now)}
    </time>
  );
}
