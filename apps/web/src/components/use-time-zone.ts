"use client";

import { useMemo } from "react";

/** The viewer's IANA time zone, for lists filtered by days on their own calendar. */
export function useTimeZone(): string {
  return useMemo(() => Intl.DateTimeFormat().resolvedOptions().timeZone, []);
}
