import type { ReactNode } from "react";

import { useFormatter } from "next-intl";

import { RelativeTime } from "~/components/relative-time";

/** Fills a message's `<time>{when}</time>`: the moment relative to the page's `now`. */
export function useSessionTime(now: Date) {
  const format = useFormatter();
  return (date: Date) => ({
    when: format.relativeTime(date, now),
    time: (chunks: ReactNode) => (
      <RelativeTime date={date} now={now} format={format}>
        {chunks}
      </RelativeTime>
    ),
  });
}
