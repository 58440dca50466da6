import { createServer } from "node:http";

import { E2E_BUILD_ENV, SOURCE_SITE_PORT } from "./support/build-env.mjs";
import { expect, test } from "./support/fixtures";

test.describe("route rules", () => {
  test("a route-rule redirect is followed, in both languages", async ({ page }) => {
    await page.goto("/login");
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    await page.goto("/de/register");
    await expect(page).toHaveURL(/\/de\/auth\/signup$/);
  });

  test("the redirect is permanent and happens before anything renders", async ({ request }) => {
    const response = await request.get("/signup", { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(response.headers().location).toBe("/auth/signup");
  });

  test("an absolute redirect leaves the app", async ({ page, baseURL }) => {
    const target = E2E_BUILD_ENV.TEAMKIT_SOURCE_URL;
    // A stand-in for the other site: same machine, another origin.
    const site = createServer((_request, response) => {
      response.writeHead(200, { "content-type": "text/html" });
      response.end("<!doctype html><title>Source</title><h1>Teamkit source</h1>");
    });
    await new Promise<void>((resolve) => site.listen(SOURCE_SITE_PORT, "localhost", resolve));
    try {
      await page.goto("/source");
      await expect(page).toHaveURL(target);
      expect(new URL(page.url()).origin).not.toBe(new URL(baseURL ?? "").origin);
      await expect(page.getByRole("heading", { name: "Teamkit source" })).toBeVisible();
    } finally {
      await new Promise((resolve) => site.close(resolve));
    }
  });
});
