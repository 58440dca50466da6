"use client";

import type { ComponentProps, Ref } from "react";

import { useAutoAnimate } from "@formkit/auto-animate/react";
import { useCallback, useEffect } from "react";

import { keepFocusInList } from "./lib/keep-focus-in-list";
import { usePrefersReducedMotion } from "./lib/use-prefers-reduced-motion";

export interface AnimatedListProps extends ComponentProps<"ul"> {
  duration?: number;
  easing?: string;
}

/**
 * No animation while the user prefers reduced motion: auto-animate checks only on mount, so this
 * also follows later changes. A row that leaves with the focus hands it on (`keepFocusInList`).
 */
export function AnimatedList({
  duration = 200,
  easing = "ease-in-out",
  ref,
  children,
  ...props
}: AnimatedListProps) {
  const [animateRef, setEnabled] = useAutoAnimate<HTMLUListElement>({ duration, easing });
  const prefersReducedMotion = usePrefersReducedMotion();

  useEffect(() => {
    setEnabled(!prefersReducedMotion);
  }, [prefersReducedMotion, setEnabled]);

  // Stable unless the caller's ref changes: a new callback each render would restart auto-animate.
  const listRef = useCallback(
    (node: HTMLUListElement) => {
      // auto-animate needs the Web Animations API, which test DOMs (happy-dom, jsdom) lack.
      const canAnimate = typeof node.animate === "function";
      if (canAnimate) animateRef(node);
      const release = assignRef(ref, node);
      const stopKeepingFocus = keepFocusInList(node);
      // Returning a cleanup means React no longer calls this with null on detach: do it here.
      return () => {
        if (canAnimate) animateRef(null);
        stopKeepingFocus();
        release?.();
      };
    },
    [animateRef, ref],
  );

  return (
    <ul {...props} ref={listRef}>
      {children}
    </ul>
  );
}

function assignRef<T>(ref: Ref<T> | undefined, value: T): (() => void) | undefined {
  if (typeof ref === "function") {
    const cleanup = ref(value);
    return typeof cleanup === "function" ? cleanup : () => ref(null);
  }
  if (ref) {
    ref.current = value;
    return () => {
      ref.current = null;
    };
  }
  return undefined;
}
