import type { ReactNode } from "react";

import { useFormatter } from "next-intl";

/**
 * Fills a message's `<time>{when}</time>`: the moment relative to the page's `now` (the server's,
 * so the server's and the browser's render agree), with the exact time in UTC on hover.
 */
export function useSessionTime(now: Date) {
  const format = useFormatter();
  return (date: Date) => ({
    when: format.relativeTime(date, now),
    time: (chunks: ReactNode) => (
      <time
        dateTime={date.toISOString()}
        title={format.dateTime(date, {
          // dateStyle cannot be combined with timeZoneName, so the parts are spelled out.
          year: "numeric",
          month: "short",
          day: "numeric",
          hour: "numeric",
          minute: "2-digit",
          timeZone: "UTC",
          timeZoneName: "short",
        })}
      >
        {chunks}
      </time>
    ),
  });
}
