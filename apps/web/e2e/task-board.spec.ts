import type { APIRequestContext, Page } from "@playwright/test";

import { expect, test } from "@playwright/test";

import { createAccount, uniqueEmail } from "./support/accounts";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { SCREEN_VARIANTS } from "./support/screens";
import { urlOf } from "./support/session";
import { trpcMutation } from "./support/trpc";

let counter = 0;

/** A fresh, verified owner signed in on `request` with a team of their own (the active one). */
async function ownerWithTeam(request: APIRequestContext): Promise<{ teamId: string }> {
  counter += 1;
  await createAccount(request, { name: "Bo Board", email: uniqueEmail("board"), verified: true });
  const team = await trpcMutation<{ id: string }>(request, "team.create", {
    name: `Board ${Date.now().toString(36)}${counter}`,
  });
  return { teamId: team.id };
}

function column(page: Page, name: string) {
  return page.getByRole("region", { name: new RegExp(`^${name}`) });
}

function cardTitles(page: Page, name: string) {
  return column(page, name).getByRole("listitem").locator("p.font-medium");
}

test.describe("task board", () => {
  test("cards move between and within columns and stay after a reload", async ({ page }) => {
    test.slow();
    const { teamId } = await ownerWithTeam(page.request);
    for (const title of ["Write the offer", "Check the invoice", "Call the client"]) {
      await trpcMutation(page.request, "tasks.create", { teamId, title, priority: "high" });
    }
    await page.goto("/app/tasks");
    await page.getByRole("link", { name: "Board", exact: true }).click();
    await expect(page).toHaveURL(urlOf("/app/task-demo"));
    await expect(page).toHaveTitle("Task board | Teamkit");
    await expect(column(page, "In progress").getByText("Nothing in progress.")).toBeVisible();
    await expect(column(page, "Done").getByText("Nothing done yet.")).toBeVisible();
    await expect(cardTitles(page, "To do")).toHaveCount(3);
    const [first = "", second = "", third = ""] = await cardTitles(page, "To do").allTextContents();

    // To another column with the mouse.
    await page.getByRole("button", { name: `Move “${first}” to In progress` }).click();
    await expect(cardTitles(page, "In progress")).toHaveText([first]);
    // With the keyboard: focus the button, press space.
    const down = page.getByRole("button", { name: `Move “${second}” down` });
    await down.focus();
    await page.keyboard.press("Space");
    await expect(cardTitles(page, "To do")).toHaveText([third, second]);
    await expect(page.getByTestId("board-announcement")).toHaveText(
      `“${second}” moved to To do, position 2.`,
    );
    const toDone = page.getByRole("button", { name: `Move “${third}” to Done` });
    await toDone.focus();
    await page.keyboard.press("Enter");
    await expect(cardTitles(page, "Done")).toHaveText([third]);

    await page.waitForLoadState("networkidle");
    await page.reload();
    await expect(cardTitles(page, "To do")).toHaveText([second]);
    await expect(cardTitles(page, "In progress")).toHaveText([first]);
    await expect(cardTitles(page, "Done")).toHaveText([third]);
    await expect(column(page, "To do").getByText("1 task", { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page, "task board");

    // The list shows the moved status too (same data).
    await page.goto("/app/tasks");
    await expect(
      page.getByRole("listitem").filter({ hasText: third }).getByText("Done"),
    ).toBeVisible();

    for (const [scheme, width] of SCREEN_VARIANTS) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/app/task-demo");
      await expect(cardTitles(page, "Done")).toHaveCount(1);
      await page.screenshot({
        path: `test-results/screens/task-board-${scheme}-${width}.png`,
        fullPage: true,
      });
    }
  });

  test("a move the server refuses rolls back with an error toast", async ({ page }) => {
    const { teamId } = await ownerWithTeam(page.request);
    await trpcMutation(page.request, "tasks.create", { teamId, title: "Stay here" });
    await page.goto("/app/task-demo");
    await expect(cardTitles(page, "To do")).toHaveText(["Stay here"]);
    await page.route("**/api/trpc/tasks.move**", (route) =>
      route.fulfill({
        status: 409,
        contentType: "application/json",
        body: JSON.stringify([
          {
            error: {
              json: {
                message: "This task does not exist.",
                code: -32009,
                data: { code: "CONFLICT", httpStatus: 409, messageKey: "tasks.errors.notFound" },
              },
            },
          },
        ]),
      }),
    );
    await page.getByRole("button", { name: "Move “Stay here” to Done" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "The task could not be moved." }),
    ).toBeVisible();
    await expect(cardTitles(page, "To do")).toHaveText(["Stay here"]);
    await expect(cardTitles(page, "Done")).toHaveCount(0);
  });

  test("the board works in German", async ({ page }) => {
    const { teamId } = await ownerWithTeam(page.request);
    await trpcMutation(page.request, "tasks.create", { teamId, title: "Angebot schreiben" });
    await page.goto("/de/app/task-demo");
    await expect(page).toHaveTitle("Aufgaben-Board | Teamkit");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Aufgaben-Board");
    await page
      .getByRole("button", { name: "„Angebot schreiben“ nach „Erledigt“ verschieben" })
      .click();
    await expect(cardTitles(page, "Erledigt")).toHaveText(["Angebot schreiben"]);
    await expect(column(page, "Offen").getByText("Noch nichts zu erledigen.")).toBeVisible();
    await expectNoSeriousA11yViolations(page, "task board (German)");
  });
});
