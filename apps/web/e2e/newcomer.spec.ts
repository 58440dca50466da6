import type { Page } from "@playwright/test";

import { createAccount } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { PHONE } from "./support/layout";
import { expectSignedIn, openUserMenu, signInWithPassword, urlOf } from "./support/session";
import { ownerWithTeam } from "./support/teams";

/** Whether this browser holds the public pages' signed-in hint. */
async function hasSignedInHint(page: Page): Promise<boolean> {
  const cookies = await page.context().cookies();
  return cookies.some((cookie) => cookie.name === "teamkit.signed-in" && cookie.value === "1");
}

/**
 * Scrolls the landing page from top to bottom by script (shifts that follow a key press or click
 * are not counted as layout shifts, scrolling by script is no input) and returns the layout shift
 * it reported, with the document's height before and after: a height that changes while sections
 * render below the fold leaves a blank band in full-page screenshots and moves the footer.
 */
async function scrollThrough(
  page: Page,
): Promise<{ shift: number; before: number; after: number }> {
  return page.evaluate(async () => {
    const frame = () =>
      new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    let shift = 0;
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) shift += entry.value;
    });
    observer.observe({ type: "layout-shift", buffered: true });
    const root = document.documentElement;
    const before = root.scrollHeight;
    for (let y = 0; y < root.scrollHeight; y += innerHeight / 2) {
      scrollTo(0, y);
      await frame();
    }
    scrollTo(0, root.scrollHeight);
    await frame();
    await frame();
    observer.disconnect();
    return { shift, before, after: root.scrollHeight };
  });
}

/** Scrolls the landing page to its end: nothing shifts, the height stays, the footer shows. */
async function expectSteadyLandingPage(page: Page) {
  await page.goto("/");
  const { shift, before, after } = await scrollThrough(page);
  // The site's CLS goal. On a slow CPU the header settles late (about 0.005, older than this test's
  // threshold); a lazy image or late content without its space is far more.
  expect(shift).toBeLessThanOrEqual(0.01);
  expect(after).toBe(before);
  await expect(page.getByRole("contentinfo")).toBeInViewport();
}

test.describe("a phone visitor", () => {
  test.use({ viewport: PHONE });

  test("opens the header's menu to reach every section and sign-in", async ({ page }) => {
    await page.goto("/");
    const header = page.getByRole("navigation", { name: "Main navigation" });
    const menuButton = header.getByText("Menu", { exact: true });
    await expect(menuButton).toBeVisible();
    // Closed, the menu's links are not shown (and not read out).
    await expect(header.getByRole("link", { name: "Changelog" })).toBeHidden();

    await menuButton.click();
    for (const name of ["Pricing", "Blog", "Docs", "Changelog", "Sign in"])
      await expect(header.getByRole("link", { name, exact: true })).toBeVisible();

    // Escape closes it and leaves the focus on its button; the keyboard opens it again.
    await page.keyboard.press("Escape");
    await expect(header.getByRole("link", { name: "Blog", exact: true })).toBeHidden();
    await expect(menuButton).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(header.getByRole("link", { name: "Blog", exact: true })).toBeVisible();

    // A click outside it (below the open panel) closes it.
    await page.mouse.click(PHONE.width / 2, PHONE.height - 40);
    await expect(header.getByRole("link", { name: "Blog", exact: true })).toBeHidden();

    // After a navigation it is closed again, and sign-in is one tap away.
    await menuButton.click();
    await header.getByRole("link", { name: "Blog", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog");
    await expect(header.getByRole("link", { name: "Pricing", exact: true })).toBeHidden();
    await menuButton.click();
    await header.getByRole("link", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(urlOf("/auth/login"));
  });

  test("finds sign-in in the footer too", async ({ page }) => {
    await page.goto("/pricing");
    const footer = page.getByRole("contentinfo");
    await footer.getByRole("link", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(urlOf("/auth/login"));
  });

  test("sees a landing page that does not shift while scrolling to its end", async ({ page }) => {
    await expectSteadyLandingPage(page);
  });
});

test.describe("a laptop visitor", () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test("sees the landing page without shifts, down to the footer", async ({ page }) => {
    await expectSteadyLandingPage(page);
  });

  test("reads a docs code block whole, or scrolls it inside its box", async ({ page }) => {
    await page.goto("/docs/getting-started");
    const block = page.locator("article pre").first();
    await expect(block).toContainText("npm run setup");
    const box = await block.evaluate((pre) => ({
      overflowX: getComputedStyle(pre).overflowX,
      right: pre.getBoundingClientRect().right,
      articleRight: pre.closest("article")?.getBoundingClientRect().right ?? 0,
      fits: pre.scrollWidth <= pre.clientWidth,
    }));
    expect(box.fits).toBe(true);
    expect(box.right).toBeLessThanOrEqual(box.articleRight);
    // Any longer block scrolls inside its own box rather than spilling out of the column.
    expect(box.overflowX).toBe("auto");
  });

  test("switches the color mode on the public site and on sign-in, and keeps it", async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/");
    const html = page.locator("html");
    await expect(html).not.toHaveClass(/\bdark\b/);
    await page
      .getByRole("contentinfo")
      .getByRole("combobox", { name: "Color mode" })
      .selectOption("dark");
    await expect(html).toHaveClass(/\bdark\b/);

    await page.goto("/auth/login");
    await expect(html).toHaveClass(/\bdark\b/);
    const mode = page.getByRole("combobox", { name: "Color mode" });
    await expect(mode).toHaveValue("dark");
    await mode.selectOption("light");
    await expect(html).not.toHaveClass(/\bdark\b/);
    await page.reload();
    await expect(html).not.toHaveClass(/\bdark\b/);
    // The language switch sits beside it on both.
    await expect(page.getByRole("combobox", { name: "Language" })).toBeVisible();
  });

  test("searches the docs from the keyboard alone", async ({ page }) => {
    await page.goto("/docs/getting-started");
    const search = page.getByRole("combobox", { name: "Search the documentation" });
    await search.fill("rate limit");
    const results = page.getByRole("listbox", { name: "Search results" });
    await expect(results.getByRole("option").first()).toBeVisible();
    await expect(search).toHaveAttribute("aria-expanded", "true");
    await expect(search).not.toHaveAttribute("aria-activedescendant");

    await search.press("ArrowDown");
    const first = results.getByRole("option").first();
    await expect(first).toHaveAttribute("aria-selected", "true");
    await expect(search).toHaveAttribute(
      "aria-activedescendant",
      (await first.getAttribute("id")) ?? "an id",
    );
    const count = await results.getByRole("option").count();
    // Up from the first wraps to the last; down from there back to the first.
    await search.press("ArrowUp");
    await expect(results.getByRole("option").nth(count - 1)).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await search.press("ArrowDown");
    await expect(first).toHaveAttribute("aria-selected", "true");
    const href = (await first.getAttribute("href")) ?? "a link";

    await search.press("Enter");
    await expect(page).toHaveURL(new RegExp(`${href.replace(/[/.]/g, "\\$&")}$`));
    await expect(search).toHaveValue("");
  });
});

test.describe("a signed-in visitor", () => {
  test.beforeEach(async ({ page }) => {
    await ownerWithTeam(page.request);
  });

  test("is offered the way back to the app on public pages and on a 404, not sign-in", async ({
    page,
  }) => {
    const pages = [
      { path: "/", nav: "Main navigation", app: "Open the app", signIn: "Sign in" },
      { path: "/app/no-such-page", nav: "Main navigation", app: "Open the app", signIn: "Sign in" },
      // Last: a German page stores German as the visitor's language.
      { path: "/de/pricing", nav: "Hauptnavigation", app: "Zur App", signIn: "Anmelden" },
    ];
    for (const { path, nav, app, signIn } of pages) {
      await page.goto(path);
      const header = page.getByRole("navigation", { name: nav });
      await expect(header.getByRole("link", { name: app })).toBeVisible();
      await expect(header.getByRole("link", { name: signIn, exact: true })).toHaveCount(0);
    }
    await page
      .getByRole("navigation", { name: "Hauptnavigation" })
      .getByRole("link", { name: "Zur App" })
      .click();
    await expect(page).toHaveURL(urlOf("/app/dashboard", "de"));
  });

  test("is sent on from the code and reset screens, as from sign-in", async ({ page }) => {
    for (const path of ["/auth/login", "/auth/otp", "/auth/forgot-password"]) {
      await page.goto(path);
      await expect(page).toHaveURL(urlOf("/app/dashboard"));
    }
  });
});

test("signing in sets the public pages' hint and signing out clears it", async ({
  page,
  request,
}) => {
  const account = await createAccount(request, { verified: true });
  await signInWithPassword(page, account.email, account.password);
  await expectSignedIn(page, account.name);
  expect(await hasSignedInHint(page)).toBe(true);
  // The hint is readable by the page (the session cookie is not).
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === "teamkit.signed-in")?.httpOnly).toBe(false);
  expect(cookies.find((cookie) => cookie.name === "authjs.session-token")?.httpOnly).toBe(true);

  await openUserMenu(page);
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page).toHaveURL(urlOf("/auth/login"));
  expect(await hasSignedInHint(page)).toBe(false);
  await page.goto("/");
  await expect(
    page
      .getByRole("navigation", { name: "Main navigation" })
      .getByRole("link", { name: "Sign in" }),
  ).toBeVisible();
});

test("switching the language logs no console errors", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await page.goto("/pricing");
  await page.getByRole("combobox", { name: "Language" }).selectOption("de");
  await expect(page).toHaveURL(urlOf("/pricing", "de"));
  await expect(page.getByRole("navigation", { name: "Hauptnavigation" })).toBeVisible();
  expect(errors).toEqual([]);
});
