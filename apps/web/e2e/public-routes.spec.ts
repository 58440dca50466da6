import { expectColorScheme, expectNoSeriousA11yViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { expectHeadingWordsWhole, PHONE } from "./support/layout";
import {
  expectTocLinksResolve,
  localePath,
  LOCALES,
  publicPages,
  watchErrors,
} from "./support/public-pages";

/**
 * English pages are looked at in light mode, German ones in dark mode (the system scheme, which the
 * site follows until a visitor chooses): both languages share the components, so every page is
 * checked in both color modes, and each page is loaded once for all of it.
 */
const COLOR_SCHEME_OF = { en: "light", de: "dark" } as const;

// Every page found in the app's public route groups and content folders (support/public-pages.ts).
for (const locale of LOCALES) {
  const colorScheme = COLOR_SCHEME_OF[locale];
  test.describe(`public routes (${locale}, ${colorScheme})`, () => {
    test.use({ colorScheme });

    for (const { path, heading } of publicPages(locale)) {
      const url = localePath(locale, path);

      test(`${url} renders with its <h1> and lang="${locale}", without console or page errors or a serious WCAG 2.1 AA violation, and fits a phone with its headings' words whole; a docs page's contents lead to its headings`, async ({
        page,
      }) => {
        const errors = watchErrors(page);
        const response = await page.goto(url);
        expect(response?.status()).toBe(200);
        await expect(page.locator("html")).toHaveAttribute("lang", locale);
        await expectColorScheme(page, colorScheme);
        const h1 = page.getByRole("heading", { level: 1 });
        await expect(h1).toBeVisible();
        // Content pages: the <h1> and <title> come from the file's metadata.
        if (heading) {
          await expect(h1).toHaveText(heading);
          await expect(page).toHaveTitle(`${heading} | Teamkit`);
        }
        // A description a search result shows whole.
        const description = await page
          .locator('head meta[name="description"]')
          .getAttribute("content");
        expect(description?.length ?? 0, "meta description length").toBeGreaterThan(50);
        expect(description?.length ?? 0, "meta description length").toBeLessThanOrEqual(160);
        expect(errors).toEqual([]);
        // A docs page's table of contents: each entry leads to a heading of the page.
        if (path.startsWith("/docs/")) await expectTocLinksResolve(page);
        await expectNoSeriousA11yViolations(page, url);
        // The same page on a phone: nothing wider than the screen (a long word in a big title).
        await page.setViewportSize(PHONE);
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width, "page width on a phone").toBeLessThanOrEqual(PHONE.width);
        // Nor a heading's long word broken at any letter to fit (German legal and docs titles).
        await expectHeadingWordsWhole(page);
      });
    }
  });
}
