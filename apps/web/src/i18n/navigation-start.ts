import type { MouseEvent } from "react";

import { useRef } from "react";

/**
 * A client-side navigation started by a link of the app: announced by `Link` and `ServerLink`
 * once Next takes the click over (`onNavigate`), heard by the app shell's loading bar. Next's Link
 * cancels the click itself, so the click alone does not tell a navigation from a handled click.
 */
export const NAVIGATION_START_EVENT = "teamkit:navigation-start";

export interface NavigationHandlers {
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  onNavigate?: (event: { preventDefault: () => void }) => void;
}

/** The click tells where to; `onNavigate` (Next's, only for a navigation it makes) tells when. */
export function useNavigationStart({
  onClick,
  onNavigate,
}: NavigationHandlers): NavigationHandlers {
  const target = useRef("");
  return {
    onClick: (event) => {
      target.current = event.currentTarget.href;
      onClick?.(event);
    },
    onNavigate: (event) => {
      let isPrevented = false;
      onNavigate?.({
        preventDefault: () => {
          isPrevented = true;
          event.preventDefault();
        },
      });
      if (isPrevented) return;
      window.dispatchEvent(
        new CustomEvent<string>(NAVIGATION_START_EVENT, { detail: target.current }),
      );
    },
  };
}
