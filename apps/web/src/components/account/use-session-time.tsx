import type { ReactNode } from "react";

import { useFormatter } from "next-intl";

import { RelativeTime } from "~/components/relative-time";
import { useClock } from "~/components/use-clock";

/** Fills a message's `<time>{when}</time>`: the moment relative to now, never in the future. */
export function useSessionTime(pageNow: Date) {
  const format = useFormatter();
  // A minute at a time: a row added later never reads "in 1 minute".
  const clock = useClock(pageNow);
  return (date: Date) => {
    // A row the server made after the clock last ticked: it happened just now.
    const now = date > clock ? date : clock;
    return {
      when: format.relativeTime(date, now),
      time: (chunks: ReactNode) => (
        <RelativeTime date={date} now={now} format={format}>
          {chunks}
        </RelativeTime>
      ),
    };
  };
}
