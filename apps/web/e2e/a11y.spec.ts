import type { Page } from "@playwright/test";

import { DEMO_USERS, uniqueEmail } from "./support/accounts";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { asAdmin, expect, test } from "./support/fixtures";
import { localePath, LOCALES, publicPages } from "./support/public-pages";
import { expectSignedIn } from "./support/session";

const COLOR_SCHEMES = ["light", "dark"] as const;

/** The page shows the scheme the test emulates (the inline color-mode script follows the system). */
async function expectColorScheme(page: Page, colorScheme: (typeof COLOR_SCHEMES)[number]) {
  await expect(page.locator("html.dark")).toHaveCount(colorScheme === "dark" ? 1 : 0);
}

/**
 * One axe pass per page and language. English pages are checked in light mode, German ones in
 * dark mode (the system scheme, which the site follows until a visitor chooses): both languages
 * share the components, so every page is checked in both color modes at no extra cost.
 */
const COLOR_SCHEME_OF = { en: "light", de: "dark" } as const;

for (const locale of LOCALES) {
  const colorScheme = COLOR_SCHEME_OF[locale];
  test.describe(`accessibility: public pages (${locale}, ${colorScheme})`, () => {
    test.use({ colorScheme });

    for (const { path } of publicPages(locale)) {
      const url = localePath(locale, path);
      test(`${url} has no serious or critical WCAG 2.1 AA violation`, async ({ page }) => {
        await page.goto(url);
        await expectColorScheme(page, colorScheme);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expectNoSeriousA11yViolations(page, url);
      });
    }
  });
}

test.describe("accessibility: the 404 page", () => {
  test("an unknown path has no serious or critical WCAG 2.1 AA violation", async ({ page }) => {
    await page.goto("/this-does-not-exist");
    // The page is drawn on the client for now: wait for it before axe looks.
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await expectNoSeriousA11yViolations(page, "/this-does-not-exist");
  });
});

test.describe("accessibility: form errors", () => {
  for (const colorScheme of COLOR_SCHEMES) {
    test(`sign-up and sign-in with their errors shown have no serious or critical WCAG 2.1 AA violation (${colorScheme})`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme });
      await page.goto("/auth/signup");
      await expectColorScheme(page, colorScheme);
      await page.getByRole("button", { name: "Create account" }).click();
      await expect(page.getByRole("main").getByRole("alert")).toHaveCount(3);
      await expectNoSeriousA11yViolations(page, `/auth/signup with field errors (${colorScheme})`);

      await page.goto("/auth/login");
      await page.getByLabel("Email", { exact: true }).fill(uniqueEmail("a11y"));
      await page.getByLabel("Password", { exact: true }).fill("Whatever-1");
      await page.getByRole("button", { name: "Sign in", exact: true }).click();
      await expect(page.getByRole("main").getByRole("alert")).toBeVisible();
      await expectNoSeriousA11yViolations(page, `/auth/login with its error (${colorScheme})`);
    });
  }
});

/** Opens the user menu and waits for it to be shown. */
async function openUserMenu(page: Page) {
  await page.getByRole("button", { name: "User menu" }).click();
  await expect(page.getByRole("menu")).toBeVisible();
}

for (const colorScheme of COLOR_SCHEMES) {
  test.describe(`accessibility: app shell (${colorScheme})`, () => {
    // The admin sees the most of the shell.
    test.use({ storageState: asAdmin, colorScheme });

    test("the dashboard, its open user menu and the open mobile drawer have no serious or critical WCAG 2.1 AA violation", async ({
      page,
    }) => {
      await page.goto("/app/dashboard");
      await expectSignedIn(page, DEMO_USERS.admin.name);
      await expectColorScheme(page, colorScheme);
      await expectNoSeriousA11yViolations(page, `dashboard (${colorScheme})`);

      await openUserMenu(page);
      await expectNoSeriousA11yViolations(page, `dashboard, user menu open (${colorScheme})`);
      await page.keyboard.press("Escape");
      await expect(page.getByRole("menu")).toBeHidden();

      await page.setViewportSize({ width: 390, height: 800 });
      await page.getByRole("button", { name: "Open navigation" }).click();
      await expect(page.getByRole("dialog", { name: "Teamkit" })).toBeVisible();
      await expectNoSeriousA11yViolations(page, `dashboard, mobile drawer open (${colorScheme})`);
    });
  });
}
