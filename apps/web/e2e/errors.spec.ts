import { expect, test } from "./support/fixtures";
import { expectLinkTo } from "./support/links";

const GOOGLEBOT =
  "Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

/** What a 404 must say, per case and language. */
const NOT_FOUND = [
  { path: "/no/such/page", lang: "en", heading: "Page not found", home: "/" },
  { path: "/blog/no-such-post", lang: "en", heading: "Page Not Found", home: "/" },
  { path: "/docs/no/such/page", lang: "en", heading: "Page Not Found", home: "/" },
  { path: "/legal/no-such-page", lang: "en", heading: "Page Not Found", home: "/" },
  // A path with a dot is not rewritten to /en/… (static files keep their names).
  { path: "/wp-login.php", lang: "en", heading: "Page not found", home: "/" },
  // German last: a German URL stores the language, and unprefixed URLs would then redirect.
  { path: "/de/keine/seite", lang: "de", heading: "Seite nicht gefunden", home: "/de" },
  { path: "/de/blog/kein-beitrag", lang: "de", heading: "Seite nicht gefunden", home: "/de" },
] as const;

test.describe("error pages", () => {
  test("every 404 is rendered on the server: status, language, heading and a way home in the HTML", async ({
    request,
  }) => {
    for (const { path, lang, heading, home } of NOT_FOUND) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
      const html = await response.text();
      expect(html, path).not.toContain("__next_error__");
      expect(html, path).toContain(`<html lang="${lang}"`);
      expect(html, path).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
      expect(html, path).toContain(`href="${home}"`);
      expect(html, path).toContain('<meta name="robots" content="noindex"/>');
    }
  });

  test("the 404 page works without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto("/blog/no-such-post");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("404", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
    await page.getByRole("link", { name: "Go to homepage" }).click();
    await expect(page).toHaveURL(/\/$/);
    await context.close();
  });

  test("a client sending the route-404 header itself cannot change an unmatched path's 404", async ({
    request,
  }) => {
    const response = await request.get("/no/such/page", {
      headers: { "x-teamkit-route-not-found": "1" },
    });
    expect(response.status()).toBe(404);
    expect(await response.text()).toMatch(/<h1[^>]*>Page not found<\/h1>/);
  });

  test("a fatal error shows the error page in the page's language, with a retry and a way home", async ({
    page,
  }) => {
    const logged = page.waitForEvent("console", (message) => message.text().includes("page error"));
    const response = await page.goto("/dev/error");
    expect(response?.status()).toBe(500);
    await logged;
    await expect(page.getByRole("heading", { name: "Something went wrong" })).toBeVisible();
    // No metadata reaches this document: the app's title alone, as for a page without one.
    await expect(page).toHaveTitle("Teamkit");
    await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();
    await expectLinkTo(page, "Go to homepage", "/");

    await page.goto("/de/dev/error");
    await expect(page.getByRole("heading", { name: "Etwas ist schiefgelaufen" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Erneut versuchen" })).toBeVisible();
    await expectLinkTo(page, "Zur Startseite", "/de");
  });

  test("bots and crawlers get no error page: the server's HTML stays as it was", async ({
    browser,
  }) => {
    // The same failure shows the error page to a person (test above); the server logs both
    // requests, the bot's marked `bot: true` (instrumentation.ts, unit-tested).
    const context = await browser.newContext({ userAgent: GOOGLEBOT });
    const page = await context.newPage();
    const response = await page.goto("/dev/error", { waitUntil: "networkidle" });
    expect(response?.status()).toBe(500);
    await expect(page.locator("html")).toHaveAttribute("id", "__next_error__");
    await expect(page.getByRole("heading", { name: "Something went wrong" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Try again" })).toHaveCount(0);
    await context.close();
  });
});
