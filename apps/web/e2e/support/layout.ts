import type { Locator, Page } from "@playwright/test";

import { expect } from "@playwright/test";

/** A phone's screen, the narrow width layout tests measure at. */
export const PHONE = { width: 390, height: 844 };
/** A common laptop screen, the wide width layout tests measure at. */
export const LAPTOP = { width: 1366, height: 768 };

/**
 * Fails when the element's text is cut: its content is wider than its box (truncated or
 * overflowing), or the box is narrower than `minWidth` pixels (squeezed by its neighbours).
 */
export async function expectUnclipped(locator: Locator, { minWidth = 0 } = {}): Promise<void> {
  await expect(locator).toBeVisible();
  const box = await locator.evaluate((element) => ({
    scrollWidth: element.scrollWidth,
    clientWidth: element.clientWidth,
    width: element.getBoundingClientRect().width,
  }));
  expect(box.scrollWidth, "content wider than its box").toBeLessThanOrEqual(box.clientWidth);
  expect(box.width).toBeGreaterThanOrEqual(minWidth);
}

/** Fails when any part of `inner` lies outside `outer`'s box (e.g. a button cut off by its card). */
export async function expectInside(inner: Locator, outer: Locator): Promise<void> {
  const [a, b] = await Promise.all([inner.boundingBox(), outer.boundingBox()]);
  if (!a || !b) throw new Error("Both elements must be visible to compare their boxes.");
  expect(a.x).toBeGreaterThanOrEqual(b.x);
  expect(a.y).toBeGreaterThanOrEqual(b.y);
  expect(a.x + a.width).toBeLessThanOrEqual(b.x + b.width + 0.5);
  expect(a.y + a.height).toBeLessThanOrEqual(b.y + b.height + 0.5);
}

/** Fails when something else (an overlay, a dialog) covers the element's centre. */
export async function expectOnTop(locator: Locator): Promise<void> {
  await expect(locator).toBeVisible();
  const isHit = await locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return !!hit && element.contains(hit);
  });
  expect(isHit, "covered by another element").toBe(true);
}

/**
 * Fails unless the element is visible without scrolling, on the page's first screen; with `part`
 * (0.5: the top half), within that upper part of it.
 */
export async function expectOnFirstScreen(locator: Locator, { part = 1 } = {}): Promise<void> {
  await expect(locator).toBeVisible();
  const box = await locator.boundingBox();
  const screen = locator.page().viewportSize();
  if (!box || !screen) throw new Error("The element and the page's viewport must have a size.");
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, "below the first screen").toBeLessThanOrEqual(screen.height * part);
}

/**
 * Fails when a native select cuts its chosen option's text: the text, set in the select's font,
 * is wider than the box inside the select's padding (which leaves room for the arrow).
 */
export async function expectSelectShowsChoice(select: Locator): Promise<void> {
  await expect(select).toBeVisible();
  const { textWidth, room } = await select.evaluate((element) => {
    const field = element as HTMLSelectElement;
    const style = getComputedStyle(field);
    const probe = document.createElement("span");
    probe.textContent = field.selectedOptions[0]?.text ?? "";
    probe.style.font = style.font;
    probe.style.position = "absolute";
    probe.style.whiteSpace = "pre";
    document.body.append(probe);
    const textWidth = probe.getBoundingClientRect().width;
    probe.remove();
    const room = field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return { textWidth, room };
  });
  expect(textWidth, "the chosen option is wider than the select").toBeLessThanOrEqual(room);
}

/**
 * The top edge of the page's `<h1>` in the document (scrolling left out, since focusing a field
 * may scroll): to check that a heading stays put while the content below it changes.
 */
export async function headingTop(page: Page): Promise<number> {
  return page
    .getByRole("heading", { level: 1 })
    .evaluate((heading) => heading.getBoundingClientRect().top + window.scrollY);
}
