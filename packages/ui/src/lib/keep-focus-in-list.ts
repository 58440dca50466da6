import { POPUPS } from "./use-focus-was-within";

const FOCUSABLE = "a[href], button, input, select, textarea, [tabindex]";

function isFocusable(element: HTMLElement | undefined): element is HTMLElement {
  return !!element && !element.matches(":disabled") && element.getClientRects().length > 0;
}

/**
 * A row removed while it holds the focus (its own Remove, Revoke or End, or a dialog opened from
 * it) drops the focus to <body>, and a keyboard user starts over at the top of the page. The
 * control at the same place in the row now there (the previous row for the last) takes it, else
 * the heading of the section the list is in. Returns the cleanup.
 */
export function keepFocusInList(list: HTMLElement): () => void {
  const document = list.ownerDocument;
  let last: { row: Element; place: number } | null = null;

  const onFocusIn = (event: FocusEvent) => {
    const target = event.target;
    if (!(target instanceof Element)) return;
    const row = [...list.children].find((child) => child.contains(target));
    if (row) last = { row, place: [...row.querySelectorAll(FOCUSABLE)].indexOf(target) };
    // A menu or dialog opened from the row still acts for it; anywhere else the row is left.
    else if (!target.closest(POPUPS)) last = null;
  };
  // A click on plain text leaves the row too, though no element takes the focus: a row a refetch
  // removes later must not pull the focus (and the page) back to its neighbour.
  const onPointerDown = (event: PointerEvent) => {
    const target = event.target;
    if (target instanceof Element && !list.contains(target) && !target.closest(POPUPS)) last = null;
  };

  const observer = new MutationObserver((records) => {
    if (!last) return;
    const { row, place } = last;
    const removal = records.find((record) => [...record.removedNodes].includes(row));
    if (!removal) return;
    last = null;
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    const next = [removal.nextSibling, removal.previousSibling].find(
      (node): node is Element => node instanceof Element && node !== row && node.isConnected,
    );
    const controls = next ? [...next.querySelectorAll<HTMLElement>(FOCUSABLE)] : [];
    const control = [controls[place], ...controls.toReversed()].find(isFocusable);
    const target = control ?? list.closest("section")?.querySelector<HTMLElement>("h2, h3");
    if (!target) return;
    // A heading is not focusable by itself; -1 keeps it out of the Tab order.
    if (!target.matches(FOCUSABLE)) target.tabIndex = -1;
    target.focus();
  });

  document.addEventListener("focusin", onFocusIn, true);
  document.addEventListener("pointerdown", onPointerDown, true);
  observer.observe(list, { childList: true });
  return () => {
    document.removeEventListener("focusin", onFocusIn, true);
    document.removeEventListener("pointerdown", onPointerDown, true);
    observer.disconnect();
  };
}
