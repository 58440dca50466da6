import { expect, test } from "./support/fixtures";
import { localePath, LOCALES, publicPages, watchErrors } from "./support/public-pages";

// Every page found in the app's public route groups and content folders (support/public-pages.ts).
for (const locale of LOCALES) {
  test.describe(`public routes (${locale})`, () => {
    for (const { path, heading } of publicPages(locale)) {
      const url = localePath(locale, path);

      test(`${url} renders with its <h1> and lang="${locale}", without console or page errors`, async ({
        page,
      }) => {
        const errors = watchErrors(page);
        const response = await page.goto(url);
        expect(response?.status()).toBe(200);
        await expect(page.locator("html")).toHaveAttribute("lang", locale);
        const h1 = page.getByRole("heading", { level: 1 });
        await expect(h1).toBeVisible();
        // Content pages: the <h1> and <title> come from the file's metadata.
        if (heading) {
          await expect(h1).toHaveText(heading);
          await expect(page).toHaveTitle(`${heading} | Teamkit`);
        }
        expect(errors).toEqual([]);
      });
    }
  });
}
