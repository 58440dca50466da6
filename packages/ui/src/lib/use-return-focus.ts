import { useCallback, useRef } from "react";

/**
 * Radix returns focus only to its own trigger; a dialog opened from code would leave it on
 * `<body>`. This focuses, on close, the latest of where focus was on opening and any outside
 * element focused meanwhile.
 */
export function useReturnFocus() {
  const candidatesRef = useRef<HTMLElement[]>([]);

  const remember = useCallback((element: Element | null) => {
    if (!(element instanceof HTMLElement) || element === element.ownerDocument.body) return;
    candidatesRef.current = [...candidatesRef.current.filter((e) => e !== element), element];
  }, []);

  const trackFocus = useCallback(
    (node: HTMLElement | null) => {
      if (!node) return;
      const onFocusIn = (event: FocusEvent) => {
        if (event.target instanceof Node && !node.contains(event.target)) {
          remember(event.target as Element);
        }
      };
      // Capture: seen before the focus trap moves focus back inside.
      node.ownerDocument.addEventListener("focusin", onFocusIn, true);
      return () => node.ownerDocument.removeEventListener("focusin", onFocusIn, true);
    },
    [remember],
  );

  const onOpenAutoFocus = useCallback(() => {
    candidatesRef.current = [];
    // Opened from a menu item: the item disappears with its (non-modal) menu, which does not
    // refocus its button when focus moves on to a dialog; the button is where focus belongs.
    const active = document.activeElement;
    const triggerId = active?.closest('[role="menu"]')?.getAttribute("aria-labelledby");
    if (triggerId) remember(document.getElementById(triggerId));
    remember(active);
  }, [remember]);

  const onCloseAutoFocus = useCallback((event: Event) => {
    const target = candidatesRef.current.findLast((element) => element.isConnected);
    candidatesRef.current = [];
    if (target) {
      event.preventDefault();
      target.focus();
    }
  }, []);

  return { trackFocus, onOpenAutoFocus, onCloseAutoFocus };
}
