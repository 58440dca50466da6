import type { Page } from "@playwright/test";

/**
 * The top edge of the page's `<h1>` in the document (scrolling left out, since focusing a field
 * may scroll): to check that a heading stays put while the content below it changes.
 */
export async function headingTop(page: Page): Promise<number> {
  return page
    .getByRole("heading", { level: 1 })
    .evaluate((heading) => heading.getBoundingClientRect().top + window.scrollY);
}
