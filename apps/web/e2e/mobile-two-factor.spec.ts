import { STRONG_PASSWORD } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { expectFitsScreen, NARROW, openApp } from "./support/mobile-app";
import { ownerWithTeam } from "./support/teams";
import { authenticatorCode, turnOnTwoFactor } from "./support/two-factor";

test.describe("mobile app two-factor sign-in (web export)", () => {
  test("asks a two-factor account for its authenticator's code, then signs in", async ({
    page,
  }) => {
    const { owner, team } = await ownerWithTeam(page.request, { name: "Toni Totp" });
    const { manualKey } = await turnOnTwoFactor(page.request);

    await page.setViewportSize(NARROW);
    await openApp(page);
    await page.getByLabel("Email", { exact: true }).fill(owner.email);
    await page.getByLabel("Password", { exact: true }).fill(STRONG_PASSWORD);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();

    const code = page.getByLabel("Authentication code", { exact: true });
    await expect(code).toBeVisible();
    await expect(code).toHaveAttribute("autocomplete", "one-time-code");
    await expect(code).toHaveAttribute("inputmode", "numeric");
    await expectFitsScreen(page, "two-factor");
    // The challenge stays in memory: neither the address nor the device's storage holds it.
    expect(page.url()).not.toMatch(/challenge/i);
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
    expect(stored).not.toContain("teamkit.session");

    await code.fill("000000");
    await page.getByRole("button", { name: "Verify", exact: true }).click();
    await expect(page.getByText("This code is not valid. Please try again.")).toBeVisible();

    await code.fill(authenticatorCode(manualKey));
    await page.getByRole("button", { name: "Verify", exact: true }).click();
    // Signed in as by a password alone: on to choose a team.
    await expect(page.getByRole("heading", { name: "Your teams" })).toBeVisible();
    await expect(page.getByRole("button", { name: team.name })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("teamkit.session"))).toBeTruthy();
  });
});
