import { expect, test } from "./support/fixtures";

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

  test("the server negotiates the language of unprefixed pages", async ({ playwright }) => {
    // A context of its own: no stored cookies, no browser defaults.
    const http = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    const get = async (url: string, headers: Record<string, string> = {}) => {
      const response = await http.get(url, { headers, maxRedirects: 0 });
      const html = response.status() === 200 ? await response.text() : "";
      return {
        status: response.status(),
        location: response.headers().location,
        setCookie: response.headers()["set-cookie"],
        lang: /<html lang="(\w+)"/.exec(html)?.[1],
      };
    };

    // English without a stored choice: served as is, and cacheable (no Set-Cookie).
    for (const headers of [{}, { "accept-language": "en-US,en;q=0.9" }] as Record<
      string,
      string
    >[]) {
      expect(await get("/", headers)).toMatchObject({ status: 200, lang: "en" });
      expect((await get("/pricing?plan=pro", headers)).setCookie).toBeUndefined();
    }
    // German in the browser's list, or a stored German choice, leads to the German URL…
    expect(await get("/pricing", { "accept-language": "de-DE,de;q=0.9" })).toMatchObject({
      status: 307,
      location: "/de/pricing",
    });
    expect(await get("/", { cookie: "NEXT_LOCALE=de" })).toMatchObject({
      status: 307,
      location: "/de",
    });
    // …unless English is preferred or was chosen.
    expect(await get("/", { "accept-language": "en-US,en;q=0.9,de;q=0.8" })).toMatchObject({
      status: 200,
      lang: "en",
    });
    expect(
      await get("/pricing", { "accept-language": "de", cookie: "NEXT_LOCALE=en" }),
    ).toMatchObject({ status: 200, lang: "en" });
    // Prefixed URLs: German stays, English drops its prefix.
    expect(await get("/de/pricing")).toMatchObject({ status: 200, lang: "de" });
    expect(await get("/en/pricing")).toMatchObject({ status: 307, location: "/pricing" });
    await http.dispose();
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
