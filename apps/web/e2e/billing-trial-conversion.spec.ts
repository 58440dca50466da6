import { expect, test } from "./support/fixtures";
import { ownerWithTeam, subscribe, uniqueTeamName } from "./support/teams";

/*
 * A trial that has turned into a paid month on the local simulator: cancelling it keeps the plan
 * until the renewal that month was paid up to, never only until the day the trial ended.
 */

/** The day a month after `from`, as the Billing page writes dates in English. */
function monthLater(from: Date): string {
  const next = new Date(from);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return new Intl.DateTimeFormat("en", { dateStyle: "long", timeZone: "UTC" }).format(next);
}

test("after the trial converts, cancelling keeps the plan until the renewal date", async ({
  page,
}) => {
  const { team } = await ownerWithTeam(page.request, {
    name: "Tilda Trial",
    teamName: uniqueTeamName("Converted"),
  });
  await subscribe(page.request, team.id);
  await page.goto("/app/settings/team/billing");
  await expect(page.getByTestId("billing-status")).toHaveText("Trial");

  await page.getByRole("button", { name: "Update billing details" }).click();
  await expect(page).toHaveURL(/\/dev\/billing\/portal\?id=/);
  await page.getByRole("button", { name: "End the trial" }).click();
  await expect(page.getByText("Done: the webhook was sent.")).toBeVisible();
  const renewal = monthLater(new Date());
  await page.getByRole("link", { name: "Back to the app" }).click();
  await expect(page.getByTestId("billing-status")).toHaveText("Active");
  await expect(page.getByTestId("billing-next-payment")).toHaveText(renewal);
  await expect(page.getByTestId("billing-trial-ends")).toHaveCount(0);

  await page.getByRole("button", { name: "Cancel subscription" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText(
    `Nothing more is charged. Your plan stays active until ${renewal}; after that your team moves to the Free plan.`,
  );
  await dialog.getByRole("button", { name: "Cancel subscription" }).click();
  await expect(page.getByTestId("billing-status")).toHaveText("Canceled");
  await expect(page.getByTestId("billing-ends")).toHaveText(`Your subscription ends on ${renewal}`);

  await page.goto("/app/dashboard");
  await expect(page.getByText(`Your subscription ends on ${renewal}`)).toBeVisible();
});
