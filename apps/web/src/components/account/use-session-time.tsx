import type { ReactNode } from "react";

import { useFormatter } from "next-intl";
import { useEffect, useState } from "react";

import { RelativeTime } from "~/components/relative-time";

const MINUTE = 60_000;

/**
 * The page's `now` for the first render (the server's and the browser's agree), then the browser's
 * clock, a minute at a time: a row added later never reads "in 1 minute".
 */
function useClock(pageNow: Date): Date {
  const [now, setNow] = useState(pageNow);
  useEffect(() => {
    const tick = () => setNow(new Date());
    tick();
    const timer = setInterval(tick, MINUTE);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** Fills a message's `<time>{when}</time>`: the moment relative to now, never in the future. */
export function useSessionTime(pageNow: Date) {
  const format = useFormatter();
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
