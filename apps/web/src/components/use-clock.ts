"use client";

import { useEffect, useState } from "react";

/**
 * The page's `now` for the first render (the server's and the browser's agree), then the browser's
 * clock, every `intervalMs`.
 */
export function useClock(pageNow: Date, intervalMs = 60_000): Date {
  const [now, setNow] = useState(pageNow);
  useEffect(() => {
    const tick = () => setNow(new Date());
    tick();
    const timer = setInterval(tick, intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
