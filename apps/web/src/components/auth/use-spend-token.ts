"use client";

import { useEffect, useRef } from "react";

/**
 * Spends a mailed link's token by a POST once the page runs, never by the GET a mail scanner
 * makes; once per page load, as a remount in development (strict mode) must not spend it twice.
 */
export function useSpendToken(mutate: (input: { token: string }) => void, token: string): void {
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate({ token });
  }, [mutate, token]);
}
