import { useCallback, useRef } from "react";

/**
 * Focus handling for a Radix dialog's content that also works without a `Dialog.Trigger`. Radix
 * gives focus back only to its trigger; a dialog opened from code (a menu item, a row action)
 * would leave focus on `<body>`. This remembers where focus was when the dialog opened and any
 * element outside the dialog that received focus while it was open (a menu returning focus to
 * its button), and on close focuses the latest of them still in the document. Pass `trackFocus` as
 * the content's ref and the two handlers as its auto-focus props.
 */
export function useReturnFocus() {
  const candidatesRef = useRef<HTMLElement[]>([]);

  const remember = useCallback((element: Element | null) => {
    if (!(element instanceof HTMLElement) || element === element.ownerDocument.body) return;
    candidatesRef.current = [...candidatesRef.current.filter((e) => e !== element), element];
  }, []);

  // A ref callback with cleanup (React 19): listens for as long as the content is mounted.
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
