import { expect, test } from "./support/fixtures";
import { PHONE } from "./support/layout";

test.describe("local mailbox", () => {
  test("renders a mail in English and in German, as HTML and as plain text", async ({ page }) => {
    await page.goto("/dev/mailbox");
    await expect(page.getByRole("heading", { name: "Mailbox" })).toBeVisible();

    // English MagicLink mail: sent through the real transport into the mailbox.
    await page.getByLabel("Template", { exact: true }).selectOption("MagicLink");
    await page.getByLabel("Mail language").selectOption("en");
    await page.getByLabel("Recipient", { exact: true }).fill("reader@example.com");
    await page.getByRole("button", { name: "Send" }).click();
    await expect(page.getByTestId("mail-subject")).toHaveText("Your sign-in link for Teamkit");
    const html = page.frameLocator('[data-testid="mail-html"]');
    await expect(html.getByText("428913", { exact: true })).toBeVisible();
    await page.getByRole("link", { name: "Plain text" }).click();
    await expect(page.getByTestId("mail-text")).toContainText("428913");

    // The same template in German.
    await page.getByLabel("Template", { exact: true }).selectOption("MagicLink");
    await page.getByLabel("Mail language").selectOption("de");
    await page.getByLabel("Recipient", { exact: true }).fill("reader@example.com");
    await page.getByRole("button", { name: "Send" }).click();
    await expect(page.getByTestId("mail-subject")).toHaveText("Dein Anmeldelink für Teamkit");
    await expect(
      page.frameLocator('[data-testid="mail-html"]').getByText("428913", { exact: true }),
    ).toBeVisible();

    // Both are listed, newest first, and the recipient filter narrows the list.
    await page.goto("/dev/mailbox?to=reader@example.com");
    const items = page.getByRole("list").getByRole("link");
    await expect(items).toHaveCount(2);
    await expect(items.first()).toContainText("Dein Anmeldelink für Teamkit");
    await expect(items.last()).toContainText("Your sign-in link for Teamkit");
  });

  test("the German mailbox page is German, and fits a phone with a mail open", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/de/dev/mailbox");
    await expect(page.getByRole("heading", { name: "Postfach" })).toBeVisible();
    // A long subject and address in the list, and the mail's own frame.
    await page.getByLabel("Empfänger", { exact: true }).fill("a-rather-long-address@example.com");
    await page.getByRole("button", { name: "Senden" }).click();
    await page.getByRole("list").getByRole("link").first().click();
    await expect(page.getByTestId("mail-html")).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
  });
});
