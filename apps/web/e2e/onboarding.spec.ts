import type { Page } from "@playwright/test";

import { createAccount } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { uploadAvatar } from "./support/images";
import { lookAt } from "./support/screens";
import { expectSignedIn, signInWithPassword, signUpAndVerify, urlOf } from "./support/session";

const avatarImage = (page: Page) => page.locator('img[src^="/api/avatar/"]');

test.describe("onboarding", () => {
  test("a new user signs up, sets a name and a cropped avatar, creates a team and lands in it", async ({
    page,
    request,
  }) => {
    test.slow();
    await page.goto("/auth/signup");
    const { email, password } = await signUpAndVerify(page, "Rosalind Franklin");

    // Step 1: the account.
    await expect(page).toHaveURL(urlOf("/onboarding"));
    await expect(page).toHaveTitle("Get started | Teamkit");
    await expect(page.getByText("Step 1 of 2")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome to Teamkit");
    await expect(page.getByRole("textbox", { name: "Name" })).toHaveValue("Rosalind Franklin");
    await lookAt(page, "onboarding-account");

    // A file that is not a picture is refused in the browser, with no dialog.
    await page.locator('input[type="file"]').setInputFiles({
      name: "notes.txt",
      mimeType: "text/plain",
      buffer: Buffer.from("not a picture"),
    });
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(
      "This file is not a picture we can use. Choose a PNG, JPEG or WebP image.",
    );

    // The crop dialog: zoom in, then save; the avatar replaces the initials.
    const dialog = await uploadAvatar(page);
    await dialog.getByRole("slider", { name: "Zoom" }).fill("1.5");
    await lookAt(page, "onboarding-crop", { fullPage: false });
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("main").getByRole("status")).toHaveText(
      "Your avatar has been updated.",
    );
    await expect(avatarImage(page)).toBeVisible();
    const src = await avatarImage(page).getAttribute("src");
    const served = await request.get(src ?? "");
    expect(served.status()).toBe(200);
    expect(served.headers()["content-type"]).toBe("image/webp");
    expect(served.headers()["cache-control"]).toContain("immutable");

    // An empty name is refused at the field; a failure of the server keeps what was typed.
    const name = page.getByRole("textbox", { name: "Name" });
    await name.fill("");
    await name.blur();
    await expect(page.getByRole("main").getByRole("alert")).toHaveText("Required");
    await name.fill("Rosalind E. Franklin");
    await page.route("**/api/trpc/onboarding.completeAccount**", (route) =>
      route.fulfill({ status: 500, body: "boom" }),
    );
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await expect(page.getByRole("main").getByRole("alert")).toContainText(
      "We were unable to set up your account. Please try again.",
    );
    await expect(name).toHaveValue("Rosalind E. Franklin");
    await page.unroute("**/api/trpc/onboarding.completeAccount**");
    await page.getByRole("button", { name: "Continue", exact: true }).click();

    // Step 2: the team, with its url shown as the name is typed.
    await expect(page.getByText("Step 2 of 2")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your team");
    // Back keeps the name; a reload resumes at the team step (the server knows it).
    await page.getByRole("button", { name: "Back" }).click();
    await expect(page.getByRole("textbox", { name: "Name" })).toHaveValue("Rosalind E. Franklin");
    await page.reload();
    await expect(page.getByText("Step 2 of 2")).toBeVisible();
    const suffix = Date.now().toString(36);
    await page.getByRole("textbox", { name: "Team name" }).fill(`Helix ${suffix}`);
    const origin = new URL(page.url()).origin;
    await expect(
      page.getByText(`Your team url will be ${origin}/t/helix-${suffix}.`),
    ).toBeVisible();
    await lookAt(page, "onboarding-team");
    await page.getByRole("button", { name: "Create team" }).click();

    // The app, in the new team, with the avatar in the user menu.
    await expectSignedIn(page, "Rosalind E. Franklin");
    await expect(
      page.getByRole("main").getByRole("heading", { level: 2, name: `Helix ${suffix}` }),
    ).toBeVisible();
    // A new team has no tasks yet: the dashboard invites the first, it does not call them done.
    await expect(
      page.getByText("No tasks yet. Add the team's first one on the task list."),
    ).toBeVisible();
    await expect(
      page
        .getByRole("banner")
        .getByRole("button", { name: /User menu/ })
        .locator("img"),
    ).toHaveAttribute("src", src ?? "");

    // Finished onboarding is never shown again: not by url, not after signing in again.
    await page.goto("/onboarding");
    await expect(page).toHaveURL(urlOf("/app/dashboard"));
    await page.context().clearCookies();
    await signInWithPassword(page, email, password);
    await expect(page).toHaveURL(urlOf("/app/dashboard"));
  });

  test("a user who has not finished onboarding is sent back to it from the app and can sign out there", async ({
    page,
  }) => {
    const { email } = await createAccount(page.request, {
      name: "Half Way",
      verified: true,
      onboarded: false,
    });
    await page.goto("/app/settings/account/general");
    await expect(page).toHaveURL(urlOf("/onboarding"));
    // The way out that is not a team: the card says who is signed in and signs out.
    await expect(page.getByText(`Signed in as ${email}.`)).toBeVisible();
    await page.goto("/de/app/dashboard");
    await expect(page).toHaveURL(urlOf("/onboarding", "de"));
    await expect(page.getByText("Schritt 1 von 2")).toBeVisible();
    await expect(page.getByText(`Angemeldet als ${email}.`)).toBeVisible();
    await page.getByRole("button", { name: "Abmelden" }).click();
    await expect(page).toHaveURL(urlOf("/auth/login", "de"));
    await page.goto("/de/onboarding");
    await expect(page).toHaveURL(/\/de\/auth\/login/);
  });
});

test.describe("avatar in the account settings", () => {
  test("a user changes and removes their avatar", async ({ page }) => {
    await createAccount(page.request, { name: "Pia Picture", verified: true });
    await page.goto("/app/settings/account/general");
    const section = page.getByRole("region", { name: "Avatar" });
    await expect(section.getByRole("button", { name: "Choose a picture" })).toBeVisible();
    await expect(section.getByRole("button", { name: "Remove picture" })).toHaveCount(0);

    // Cancelling the crop changes nothing.
    let dialog = await uploadAvatar(page);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(avatarImage(page)).toHaveCount(0);

    dialog = await uploadAvatar(page);
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(section.getByRole("status")).toHaveText("Your avatar has been updated.");
    await expect(section.locator('img[src^="/api/avatar/"]')).toBeVisible();

    // Replacing it gives a new address; the old one is gone.
    const first = await section.locator("img").getAttribute("src");
    dialog = await uploadAvatar(page, "second.png");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(section.locator("img")).not.toHaveAttribute("src", first ?? "");
    expect((await page.request.get(first ?? "")).status()).toBe(404);

    await section.getByRole("button", { name: "Remove picture" }).click();
    await expect(section.getByRole("status")).toHaveText("Your avatar has been removed.");
    await expect(avatarImage(page)).toHaveCount(0);
    await page.reload();
    await expect(avatarImage(page)).toHaveCount(0);
  });
});
