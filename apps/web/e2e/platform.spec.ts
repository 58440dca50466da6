import { expect, test } from "@playwright/test";

test.describe("platform", () => {
  test("the app starts on a fresh data directory and serves the landing page", async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page).toHaveTitle("Teamkit");
  });

  test("a signed-out visitor of /app/dashboard is sent to sign-in", async ({ page }) => {
    await page.goto("/app/dashboard");
    await expect(page).toHaveURL(/\/auth\/login/);
  });

  test("/app opens the dashboard, which sends a signed-out visitor to sign-in", async ({
    page,
  }) => {
    await page.goto("/app");
    await expect(page).toHaveURL(/\/auth\/login/);
  });

  test("the language switch persists across reload", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.getByRole("combobox", { name: "Language" }).selectOption("de");
    await expect(page).toHaveURL(/\/de$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    // The unprefixed URL now follows the stored choice (cookie kept for 365 days).
    await page.goto("/");
    await expect(page).toHaveURL(/\/de$/);
    const cookie = (await page.context().cookies()).find((c) => c.name === "NEXT_LOCALE");
    expect(cookie?.value).toBe("de");
    expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 364 * 24 * 3600);
    // And back to English.
    await page.getByRole("combobox", { name: "Sprache" }).selectOption("en");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("a first visit follows the browser's language", async ({ browser }) => {
    const context = await browser.newContext({ locale: "de-DE" });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page).toHaveURL(/\/de$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await context.close();
  });

  test("unmatched paths show the 404 page with a way home", async ({ page }) => {
    const response = await page.goto("/this/does/not/exist");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("404", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    await page.getByRole("link", { name: "Go to homepage" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("the polled build information names the running build and is never cached", async ({
    request,
  }) => {
    const response = await request.get("/api/build");
    expect(response.ok()).toBe(true);
    expect(response.headers()["cache-control"]).toContain("no-store");
    const { buildId } = (await response.json()) as { buildId: string };
    expect(buildId).toMatch(/^[\w-]+$/);
    expect(buildId).not.toBe("development");
  });
});
