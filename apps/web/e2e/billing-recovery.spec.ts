import { expect, test } from "./support/fixtures";
import { endTrial, ownerWithTeam, planCard, subscribe, toast } from "./support/teams";
import { trpcMutation } from "./support/trpc";

/*
 * Billing when things do not go straight: a checkout left without paying, an action on a page that
 * shows an older state, and what the dashboard says between payments.
 */

test.describe("billing recovery", () => {
  test("an owner who leaves the checkout without paying continues it; another plan waits for it", async ({
    page,
  }) => {
    await ownerWithTeam(page.request, { name: "Abe Abandon" });
    await page.goto("/app/settings/team/billing");
    await planCard(page, "Pro").getByRole("button", { name: "Start 14-day trial" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Start 14-day trial" }).click();
    await expect(page).toHaveURL(/\/dev\/billing\/checkout\?id=/);
    const checkout = page.url();
    await page.goto("/app/settings/team/billing");
    await expect(page.getByTestId("billing-status")).toHaveText("Incomplete");

    // A second checkout could be paid as well: another plan is refused while this one is open.
    await planCard(page, "Business").getByRole("button", { name: "Start 14-day trial" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Start 14-day trial" }).click();
    await expect(
      toast(page, "A checkout for your team is still open: continue it, or choose another plan"),
    ).toBeVisible();

    await page.getByRole("button", { name: "Continue checkout" }).click();
    await expect(page).toHaveURL(checkout);
    await page.getByRole("button", { name: "Pay and subscribe" }).click();
    await expect(page.getByTestId("billing-status")).toHaveText("Trial");
    await expect(page.getByTestId("billing-plan")).toHaveText("Pro · €19 per month");
    await expect(page.getByRole("button", { name: "Continue checkout" })).toHaveCount(0);
  });

  test("an action that fails because the subscription changed elsewhere shows it as it is now", async ({
    page,
  }) => {
    const { team } = await ownerWithTeam(page.request, { name: "Stella Stale" });
    await subscribe(page.request, team.id);
    await page.goto("/app/settings/team/billing");
    await expect(page.getByTestId("billing-status")).toHaveText("Trial");

    // Another tab cancels it meanwhile.
    await trpcMutation(page.request, "billing.cancel", { teamId: team.id });
    await page.getByRole("button", { name: "Cancel subscription" }).click();
    await page
      .getByRole("alertdialog")
      .getByRole("button", { name: "Cancel subscription" })
      .click();
    await expect(
      toast(page, "We could not cancel the subscription. Please try again later."),
    ).toBeVisible();
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
    await expect(page.getByTestId("billing-status")).toHaveText("Canceled");
    await expect(page.getByRole("button", { name: "Resume subscription" })).toBeVisible();
  });

  test("on trial, an upgrade says nothing is charged now; once paid, the dashboard gives the next payment", async ({
    page,
  }) => {
    const { team } = await ownerWithTeam(page.request, { name: "Una Upgrade" });
    await subscribe(page.request, team.id);
    await page.goto("/app/settings/team/billing");
    const trialEnds = (await page.getByTestId("billing-trial-ends").textContent()) ?? "";
    await planCard(page, "Business").getByRole("button", { name: "Upgrade" }).click();
    await expect(page.getByRole("alertdialog")).toContainText(
      `The change takes effect at once, and your trial continues until ${trialEnds}: nothing is charged now. After that you pay €49 per month.`,
    );
    await page.getByRole("alertdialog").getByRole("button", { name: "Back" }).click();

    await endTrial(page.request, team.id);
    await page.reload();
    const nextPayment = (await page.getByTestId("billing-next-payment").textContent()) ?? "";
    await page.goto("/de/app/dashboard");
    await expect(page.getByTestId("dashboard-plan")).toHaveText("Pro · Aktiv");
    const germanDate = new Intl.DateTimeFormat("de", { dateStyle: "long", timeZone: "UTC" }).format(
      new Date(`${nextPayment} UTC`),
    );
    await expect(page.getByTestId("dashboard-plan-date")).toHaveText(
      `Nächste Zahlung am ${germanDate}`,
    );
  });
});
