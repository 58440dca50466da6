import type { RefObject } from "react";

import { useEffect, useRef } from "react";

/** Menus and dialogs opened from a part of the page still act for it. */
export const POPUPS = '[role="menu"], [role="dialog"], [role="alertdialog"]';

/**
 * Whether the user was last in `root` (or a menu or dialog opened from it), as a ref: focusing or
 * clicking anywhere else leaves it, a click on plain text too. Removing what held the focus does
 * not: that is when a part of the page hands its focus on, and only then.
 */
export function useFocusWasWithin(root: RefObject<HTMLElement | null>): RefObject<boolean> {
  const within = useRef(false);
  useEffect(() => {
    const follow = (event: Event) => {
      const target = event.target;
      if (!(target instanceof Element)) return;
      within.current = !!root.current?.contains(target) || !!target.closest(POPUPS);
    };
    document.addEventListener("focusin", follow, true);
    document.addEventListener("pointerdown", follow, true);
    return () => {
      document.removeEventListener("focusin", follow, true);
      document.removeEventListener("pointerdown", follow, true);
    };
  }, [root]);
  return within;
}
