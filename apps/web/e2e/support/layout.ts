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

/** Fails when the page is wider than the window, so it scrolls sideways. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, "the page scrolls sideways").toBeLessThanOrEqual(innerWidth);
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

/**
 * Fails when a heading splits a word across two lines anywhere but after a hyphen or a slash: a
 * long German compound wider than a phone's line, which `overflow-wrap` then breaks at any letter
 * ("Geschäftsbedingunge|n") where the browser has no hyphenation dictionary (Chromium without its
 * downloaded dictionaries, as here). Headings must fit their words instead.
 */
export async function expectHeadingWordsWhole(page: Page): Promise<void> {
  const broken = await page.evaluate(() => {
    const found: string[] = [];
    const lineOf = (node: Text, start: number, end: number) => {
      const range = document.createRange();
      range.setStart(node, start);
      range.setEnd(node, end);
      const rect = [...range.getClientRects()].find((box) => box.width > 0);
      return rect ? Math.round(rect.top) : null;
    };
    for (const heading of document.querySelectorAll("main :is(h1, h2, h3, h4)")) {
      const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
      for (
        let node = walker.nextNode() as Text | null;
        node;
        node = walker.nextNode() as Text | null
      ) {
        if (node.parentElement?.closest("code")) continue;
        for (const word of node.data.matchAll(/\S+/g)) {
          let previous: number | null = null;
          for (let i = 0; i < word[0].length; i++) {
            const top = lineOf(node, word.index + i, word.index + i + 1);
            if (top === null) continue;
            if (previous !== null && top > previous + 2 && !/[-/–]/.test(word[0][i - 1] ?? "")) {
              found.push(`${word[0].slice(0, i)}|${word[0].slice(i)}`);
              break;
            }
            previous = top;
          }
        }
      }
    }
    return found;
  });
  expect(broken, "heading words split across lines").toEqual([]);
}
