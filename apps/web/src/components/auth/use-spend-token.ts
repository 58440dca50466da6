"use client";

import { useEffect, useRef } from "react";

/** By a POST once the page runs (mail scanners only GET), once per page load (strict mode remounts). */
export function useSpendToken(mutate: (input: { token: string }) => void, token: string): void {
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate({ token });
  }, [mutate, token]);
}
