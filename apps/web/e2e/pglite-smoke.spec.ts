import { expect, test } from "./support/fixtures";
import { completeOnboarding, expectSignedIn, signUpAndVerify, urlOf } from "./support/session";

/*
 * The embedded default every newcomer runs: an instance on PGlite in a fresh data directory,
 * walked through sign-up, a checkout on the billing simulator and a task on the board, all in the
 * browser. The other suites run on Postgres when a server is given.
 */
test("on PGlite a newcomer signs up from the mailbox, subscribes on the simulator and moves a task on the board", async ({
  page,
}) => {
  test.slow();
  await page.goto("/auth/signup");
  await signUpAndVerify(page, "Pia Pglite");
  await completeOnboarding(page, "Pia Pglite");
  await expectSignedIn(page, "Pia Pglite");

  await page.goto("/app/settings/team/billing");
  await page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: "Pro" }) })
    .getByRole("button", { name: "Start 14-day trial" })
    .click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Start 14-day trial" }).click();
  await expect(page).toHaveURL(/\/dev\/billing\/checkout\?id=/);
  await page.getByRole("button", { name: "Pay and subscribe" }).click();
  await expect(page).toHaveURL(/\/app\/settings\/team\/billing\?checkout=done/);
  await expect(page.getByTestId("billing-status")).toHaveText("Trial");

  await page.goto("/app/tasks");
  await page.getByRole("button", { name: "New task" }).click();
  const dialog = page.getByRole("dialog", { name: "New task" });
  await dialog.getByRole("textbox", { name: "Title" }).fill("Try the embedded database");
  await dialog.getByRole("button", { name: "Create task" }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole("link", { name: "Board", exact: true }).click();
  await expect(page).toHaveURL(urlOf("/app/task-demo"));
  await page.getByRole("button", { name: "Move “Try the embedded database”" }).click();
  await page.getByRole("menuitem", { name: "Move to “Done”" }).click();
  const done = page.getByRole("region", { name: /^Done/ });
  await expect(done.getByText("Try the embedded database")).toBeVisible();
  await page.waitForLoadState("networkidle");
  await page.reload();
  await expect(done.getByText("Try the embedded database")).toBeVisible();
});
