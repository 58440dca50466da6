import { MOBILE_URL } from "../playwright.config";
import { createAccount } from "./support/accounts";
import { expect, test } from "./support/fixtures";

const HANDOFF_MESSAGE =
  "This sign-in from the browser has expired or was already used. Please start again in the app.";

test.describe("mobile app: sign-in through the browser (web export)", () => {
  test("signs in on the web page, confirms, returns signed in; the spent code is refused", async ({
    page,
    newRequest,
  }) => {
    const account = await createAccount(await newRequest(), {
      name: "Hanna Handoff",
      verified: true,
    });
    // Keeps a copy of the app's pending request, so the test can answer with the same code twice.
    await page.addInitScript((origin) => {
      if (location.origin !== origin) return;
      const pending = sessionStorage.getItem("teamkit.handoff");
      if (pending) localStorage.setItem("e2e.handoff", pending);
    }, MOBILE_URL);

    await page.goto(MOBILE_URL);
    await page.getByRole("button", { name: "Sign in with the browser" }).click();
    // The web app's page, in the same tab: signed out there, so its sign-in comes first.
    await expect(page).toHaveURL(/\/auth\/login\?callbackUrl=/);
    expect(new URL(page.url()).origin).not.toBe(MOBILE_URL);
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Password", { exact: true }).fill(account.password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Sign in to the Teamkit app?" })).toBeVisible();
    await page.getByRole("button", { name: "Sign in to the app" }).click();

    await page.waitForURL((url) => url.origin === MOBILE_URL);
    const callback = page.url();
    expect(new URL(callback).pathname).toBe("/auth/callback");
    // Signed in, no team chosen on this device yet: the app asks which.
    await expect(page.getByRole("heading")).toHaveText(["Your teams"]);
    await expect(page.getByRole("button", { name: account.team?.name })).toBeVisible();
    const token = await page.evaluate(() => localStorage.getItem("teamkit.session"));
    expect(token).toBeTruthy();
    expect(callback).not.toContain(token ?? "");

    // The same answer again, with the same pending request: the server spent the code already.
    await page.evaluate(() => {
      localStorage.removeItem("teamkit.session");
      sessionStorage.setItem("teamkit.handoff", localStorage.getItem("e2e.handoff") ?? "");
    });
    await page.goto(callback);
    await expect(page.getByText(HANDOFF_MESSAGE)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("teamkit.session"))).toBeNull();
    await page.getByRole("button", { name: "Back to sign in" }).click();
    await expect(page.getByRole("button", { name: "Sign in with the browser" })).toBeVisible();
  });
});
