import { createAccount } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { expectLinkTo } from "./support/links";
import { latestMail, linkIn } from "./support/mailbox";
import { expectSignedIn, signInWithPassword, urlOf } from "./support/session";

test.describe("auth.resetPassword", () => {
  test("a forgotten password is reset from the mail, which signs in here and out everywhere else", async ({
    page,
    browser,
    request,
  }) => {
    const account = await createAccount(request, { verified: true });

    // A session that existed before the reset, in another browser.
    const elsewhere = await browser.newContext();
    const otherPage = await elsewhere.newPage();
    await signInWithPassword(otherPage, account.email, account.password);
    await expectSignedIn(otherPage, account.name);

    await page.goto("/auth/login");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await expect(page).toHaveURL(urlOf("/auth/forgot-password"));
    await expect(page).toHaveTitle("Forgot your password? | Teamkit");
    await page.getByLabel("Email", { exact: true }).fill(account.email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Check your email");
    await expect(page.getByRole("main").getByRole("status")).toHaveText(
      `If an account exists for ${account.email}, a mail with a link to reset your password is on its way.`,
    );

    const link = linkIn(
      await latestMail(request, account.email, "ForgotPassword"),
      "/auth/forgot-password",
    );
    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Choose a new password");
    const password = page.getByLabel("New password", { exact: true });
    await password.fill("weak");
    await page.getByRole("button", { name: "Save new password" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(
      "Must be at least 8 characters",
    );
    await expect(password).toBeFocused();
    await password.fill("Brand-new-pass-9");
    await expect(
      page.getByRole("listitem").filter({ hasText: "A special character" }),
    ).toContainText("(met)");
    await page.getByRole("button", { name: "Save new password" }).click();
    await expectSignedIn(page, account.name);

    // The other browser's session ended with the reset.
    await otherPage.goto("/app/dashboard");
    await expect(otherPage).toHaveURL(urlOf("/auth/login"));
    await elsewhere.close();

    // The link was single use.
    await page.goto(link);
    await expect(page.getByRole("main").getByRole("alert")).toContainText("Invalid token");
    // It offers a new link (followed here, signed in, it would lead on to the dashboard).
    await expectLinkTo(page, "Request a new link", "/auth/forgot-password");
  });
});
