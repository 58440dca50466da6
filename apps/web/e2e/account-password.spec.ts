import { createAccount } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { latestMail, linkIn } from "./support/mailbox";
import { completeOnboarding, expectSignedIn, signInWithPassword, urlOf } from "./support/session";

test.describe("account without a password", () => {
  test("a squatter's password goes when the owner proves the address by magic link, and the owner sets their own", async ({
    page,
    browser,
    newRequest,
    request,
  }) => {
    // Someone registers the owner's address with a password of their own and never verifies it.
    const squatter = await newRequest();
    const account = await createAccount(squatter, { name: "Someone Else" });

    // The owner signs in with a magic link from their mailbox.
    await page.goto("/auth/login");
    await page.getByRole("link", { name: "Sign in with a magic link" }).click();
    await expect(page).toHaveURL(urlOf("/auth/otp"));
    await page.getByLabel("Email", { exact: true }).fill(account.email);
    await page.getByRole("button", { name: "Send magic link" }).click();
    await page.goto(linkIn(await latestMail(request, account.email, "MagicLink"), "/auth/otp"));
    await completeOnboarding(page, account.name);
    await expectSignedIn(page, account.name);

    // The dashboard says the account has no password and why, and offers to set one.
    const card = page.getByRole("region", { name: "Set a password" });
    await expect(card).toContainText(`links and codes we email to ${account.email}`);
    await card.getByRole("button", { name: "Email me a link to set a password" }).click();
    await expect(card.getByRole("status")).toHaveText(
      `We sent a link to ${account.email}. Open it to choose your password.`,
    );

    // The squatter's password no longer signs in.
    const stranger = await browser.newContext();
    const strangerPage = await stranger.newPage();
    await signInWithPassword(strangerPage, account.email, account.password);
    await expect(strangerPage.getByRole("main").getByRole("alert")).toHaveText(
      "The email or password you entered are invalid. Please try again.",
    );
    await stranger.close();

    // The owner opens the mailed link and chooses a password; the card is gone.
    await page.goto(
      linkIn(await latestMail(request, account.email, "ForgotPassword"), "/auth/forgot-password"),
    );
    await page.getByLabel("New password", { exact: true }).fill("Owners-own-pass-4");
    await page.getByRole("button", { name: "Save new password" }).click();
    await expectSignedIn(page, account.name);
    await expect(page.getByRole("region", { name: "Set a password" })).toHaveCount(0);

    await page.context().clearCookies();
    await signInWithPassword(page, account.email, "Owners-own-pass-4");
    await expect(page).toHaveURL(urlOf("/app/dashboard"));
  });
});
