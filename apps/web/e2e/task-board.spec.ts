import type { Locator, Page } from "@playwright/test";

import { expect, test } from "./support/fixtures";
import {
  expectInside,
  expectNoSidewaysScroll,
  expectUnclipped,
  LAPTOP,
  PHONE,
} from "./support/layout";
import { lookAt, lookAtVariants } from "./support/screens";
import { urlOf } from "./support/session";
import { answerTaskGone, createTasks, openInGerman } from "./support/tasks";
import { ownerWithTeam } from "./support/teams";
import { trpcMutation, trpcQuery } from "./support/trpc";

function column(page: Page, name: string) {
  return page.getByRole("region", { name: new RegExp(`^${name}`) });
}

function cardTitles(page: Page, name: string) {
  return column(page, name).getByRole("listitem").locator("p.font-medium");
}

/** A card's title: its drag handle (focusable, Space picks the card up). */
function handle(page: Page, title: string) {
  return page.getByRole("button", { name: title, exact: true });
}

/**
 * Focuses a card's title and picks the card up with Space, then waits until the board shows it
 * lifted (dnd-kit measures the drop targets right after that; an arrow key sooner can go unseen).
 */
async function pickUp(page: Page, title: string): Promise<void> {
  await handle(page, title).focus();
  await page.keyboard.press("Space");
  await expect(page.getByRole("button", { name: title, exact: true, pressed: true })).toBeVisible();
  // The pick-up announcement (in the page's language) names the card.
  await expect(dragAnnouncement(page)).toContainText(title);
  // dnd-kit measures the columns in the frames after a pick-up; an arrow key pressed before that
  // (no person is that fast, a loaded test machine's script is) finds no column to move to.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/** Presses `key` during a keyboard drag and waits for what the board announces. */
async function pressAndHear(page: Page, key: string, announcement: string): Promise<void> {
  await page.keyboard.press(key);
  await expect(dragAnnouncement(page)).toHaveText(announcement);
}

/** The region dnd-kit speaks its drag announcements into. */
function dragAnnouncement(page: Page) {
  return page.locator('[id^="DndLiveRegion"]');
}

async function centre(locator: Locator): Promise<{ x: number; y: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error("the element has no box");
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * Presses the mouse on `from` and drags it in small steps (dnd-kit follows pointer moves, and
 * starts only after a few pixels) onto the centre of `to`: first along its own column to the
 * target's height, then across, so it enters the target column right where it is dropped. Returns
 * before the drop (`page.mouse.up()`).
 */
async function dragOnto(page: Page, from: Locator, to: Locator): Promise<void> {
  const start = await centre(from);
  const end = await centre(to);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x, start.y + 10, { steps: 4 });
  await page.mouse.move(start.x, end.y, { steps: 10 });
  await page.mouse.move(end.x, end.y, { steps: 15 });
  // Once more where it is, after the target column has opened its gap.
  await page.mouse.move(end.x, end.y + 1, { steps: 2 });
}

/** An owner's team "Bo Board" with `tasks`, and its board open. */
async function openBoard(page: Page, tasks: Parameters<typeof createTasks>[2]): Promise<string> {
  const teamId = (await ownerWithTeam(page.request, { name: "Bo Board" })).team.id;
  await createTasks(page.request, teamId, tasks);
  await page.goto("/app/task-demo");
  return teamId;
}

/** Reloads the board once every move has reached the server. */
async function reloadBoard(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle");
  await page.reload();
}

test.describe("task board", () => {
  test("cards move with their menu and stay after a reload", async ({ page }) => {
    test.slow();
    const teamId = (await ownerWithTeam(page.request, { name: "Bo Board" })).team.id;
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
    await page.getByRole("button", { name: `Move “${first}”` }).click();
    await page.getByRole("menuitem", { name: "Move to “In progress”" }).click();
    await expect(cardTitles(page, "In progress")).toHaveText([first]);
    // The moved card is a new element in its new column: its menu button has the focus.
    await expect(page.getByRole("button", { name: `Move “${first}”` })).toBeFocused();
    // With the keyboard: open the menu with Enter, pick an item with the arrow keys.
    await page.getByRole("button", { name: `Move “${second}”` }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("menuitem", { name: "Down" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(cardTitles(page, "To do")).toHaveText([third, second]);
    await expect(page.getByTestId("board-announcement")).toHaveText(
      `Task “${second}” was moved to To do, position 2 of 2.`,
    );
    await page.getByRole("button", { name: `Move “${third}”` }).click();
    await expect(page.getByRole("menuitem", { name: "Up" })).toHaveCount(0);
    await page.getByRole("menuitem", { name: "Move to “Done”" }).click();
    await expect(cardTitles(page, "Done")).toHaveText([third]);

    await reloadBoard(page);
    await expect(cardTitles(page, "To do")).toHaveText([second]);
    await expect(cardTitles(page, "In progress")).toHaveText([first]);
    await expect(cardTitles(page, "Done")).toHaveText([third]);
    await expect(column(page, "To do").getByText("1 task", { exact: true })).toBeVisible();

    // The list shows the moved status too (same data).
    await page.goto("/app/tasks");
    await expect(
      page.getByRole("listitem").filter({ hasText: third }).getByText("Done"),
    ).toBeVisible();

    await lookAtVariants(page, "task-board", async () => {
      await page.goto("/app/task-demo");
      await expect(cardTitles(page, "Done")).toHaveCount(1);
    });
  });

  test("cards dragged with the mouse land where they were dropped and stay", async ({ page }) => {
    test.slow();
    await page.emulateMedia({ colorScheme: "dark" });
    await openBoard(page, [
      ["Draft the plan", "todo"],
      ["Book the room", "todo"],
      ["Order lunch", "todo"],
      ["Review the copy", "in_progress"],
      ["Fix the footer", "in_progress"],
    ]);
    await expect(cardTitles(page, "To do")).toHaveText([
      "Draft the plan",
      "Book the room",
      "Order lunch",
    ]);
    await expect(cardTitles(page, "In progress")).toHaveText(["Review the copy", "Fix the footer"]);

    // Into another column, between its two cards.
    const footer = await centre(handle(page, "Fix the footer"));
    await dragOnto(page, handle(page, "Draft the plan"), handle(page, "Fix the footer"));
    await expect(dragAnnouncement(page)).toHaveText(
      "Task “Draft the plan” is over In progress, position 2 of 3.",
    );
    // A little aside, so the lifted card and the gap it will fill both show.
    await page.mouse.move(footer.x + 40, footer.y + 8, { steps: 3 });
    await lookAt(page, "task-board-dragging-dark", { fullPage: false });
    await page.mouse.up();
    await expect(cardTitles(page, "In progress")).toHaveText([
      "Review the copy",
      "Draft the plan",
      "Fix the footer",
    ]);
    await expect(dragAnnouncement(page)).toHaveText(
      "Task “Draft the plan” was moved to In progress, position 2 of 3.",
    );
    await expect(column(page, "In progress").getByText("3 tasks", { exact: true })).toBeVisible();
    await lookAt(page, "task-board-dropped-dark", { fullPage: false });

    // Within a column, to the top.
    await dragOnto(page, handle(page, "Order lunch"), handle(page, "Book the room"));
    await page.mouse.up();
    await expect(cardTitles(page, "To do")).toHaveText(["Order lunch", "Book the room"]);

    // Into an empty column.
    await dragOnto(page, handle(page, "Book the room"), column(page, "Done"));
    await page.mouse.up();
    await expect(cardTitles(page, "Done")).toHaveText(["Book the room"]);

    await reloadBoard(page);
    await expect(cardTitles(page, "To do")).toHaveText(["Order lunch"]);
    await expect(cardTitles(page, "In progress")).toHaveText([
      "Review the copy",
      "Draft the plan",
      "Fix the footer",
    ]);
    await expect(cardTitles(page, "Done")).toHaveText(["Book the room"]);
  });

  test("cards dragged with the keyboard are announced and stay", async ({ page }) => {
    await openBoard(page, [
      ["Plan the sprint", "todo"],
      ["Write the notes", "todo"],
      ["Send the invite", "todo"],
    ]);
    await expect(cardTitles(page, "To do")).toHaveText([
      "Plan the sprint",
      "Write the notes",
      "Send the invite",
    ]);

    await pickUp(page, "Plan the sprint");
    await expect(dragAnnouncement(page)).toHaveText("Picked up task “Plan the sprint”.");
    await pressAndHear(page, "ArrowDown", "Task “Plan the sprint” is over To do, position 2 of 3.");
    await pressAndHear(
      page,
      "Space",
      "Task “Plan the sprint” was moved to To do, position 2 of 3.",
    );
    await expect(cardTitles(page, "To do")).toHaveText([
      "Write the notes",
      "Plan the sprint",
      "Send the invite",
    ]);

    await pickUp(page, "Send the invite");
    await pressAndHear(
      page,
      "ArrowRight",
      "Task “Send the invite” is over In progress, position 1 of 1.",
    );
    await pressAndHear(
      page,
      "Space",
      "Task “Send the invite” was moved to In progress, position 1 of 1.",
    );
    await expect(cardTitles(page, "In progress")).toHaveText(["Send the invite"]);

    // Escape puts a picked-up card back.
    await pickUp(page, "Write the notes");
    await page.keyboard.press("ArrowRight");
    await pressAndHear(
      page,
      "Escape",
      "Moving task “Write the notes” was cancelled; it stays where it was.",
    );

    await reloadBoard(page);
    await expect(cardTitles(page, "To do")).toHaveText(["Write the notes", "Plan the sprint"]);
    await expect(cardTitles(page, "In progress")).toHaveText(["Send the invite"]);
  });

  test("a long unbroken title wraps inside its card and keeps the columns apart", async ({
    page,
  }) => {
    const long = `Check https://example.com/customers/acme-corporation/invoices/${"a".repeat(90)}`;
    await openBoard(page, [
      [long, "todo"],
      ["Call the client", "done"],
    ]);
    for (const size of [LAPTOP, PHONE]) {
      await page.setViewportSize(size);
      await expectNoSidewaysScroll(page);
      await expectInside(
        page.getByRole("button", { name: `Move “${long}”` }),
        column(page, "To do"),
      );
      await expectUnclipped(column(page, "To do").getByText("1 task", { exact: true }));
    }
    await page.setViewportSize(LAPTOP);
    // The keyboard still reaches the next column (it measured the overlapping columns before).
    await pickUp(page, long);
    await pressAndHear(page, "ArrowRight", `Task “${long}” is over In progress, position 1 of 1.`);
    await page.keyboard.press("Escape");
  });

  test("a drop the server refuses rolls back with an error toast", async ({ page }) => {
    const teamId = await openBoard(page, [
      ["Stay here", "todo"],
      ["Gone meanwhile", "todo"],
    ]);
    await expect(cardTitles(page, "To do")).toHaveText(["Stay here", "Gone meanwhile"]);

    // Another request deletes a task the board still shows.
    const board = await trpcQuery<{ columns: { tasks: { id: string; title: string }[] }[] }>(
      page.request,
      "tasks.boardCards",
      { teamId },
    );
    const gone = board.columns[0]?.tasks.find((task) => task.title === "Gone meanwhile");
    await trpcMutation(page.request, "tasks.delete", { teamId, taskId: gone?.id });
    await dragOnto(page, handle(page, "Gone meanwhile"), column(page, "Done"));
    await page.mouse.up();
    await expect(
      page.getByRole("status").filter({ hasText: "The task could not be moved." }),
    ).toBeVisible();
    await expect(cardTitles(page, "Done")).toHaveCount(0);
    await expect(cardTitles(page, "To do")).toHaveText(["Stay here"]);

    // Refused while the task still exists: the card goes back to its place.
    await answerTaskGone(page, "tasks.move");
    await dragOnto(page, handle(page, "Stay here"), column(page, "In progress"));
    await page.mouse.up();
    await expect(
      page.getByRole("status").filter({ hasText: "The task could not be moved." }),
    ).toBeVisible();
    await expect(cardTitles(page, "To do")).toHaveText(["Stay here"]);
    await expect(cardTitles(page, "In progress")).toHaveCount(0);
  });

  test("the board works in German", async ({ page }) => {
    await openInGerman(page, "Bo Board", "/de/app/task-demo");
    await expect(page).toHaveTitle("Aufgaben-Board | Teamkit");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Aufgaben-Board");
    await pickUp(page, "Angebot schreiben");
    await expect(dragAnnouncement(page)).toHaveText("Aufgabe „Angebot schreiben“ aufgenommen.");
    await pressAndHear(
      page,
      "ArrowRight",
      "Aufgabe „Angebot schreiben“ ist über „In Arbeit“, Position 1 von 1.",
    );
    await page.keyboard.press("ArrowRight");
    await pressAndHear(
      page,
      "Space",
      "Aufgabe „Angebot schreiben“ ist jetzt in „Erledigt“ an Position 1 von 1.",
    );
    await expect(cardTitles(page, "Erledigt")).toHaveText(["Angebot schreiben"]);
    await expect(column(page, "Offen").getByText("Noch nichts zu erledigen.")).toBeVisible();
    await page.getByRole("button", { name: "„Angebot schreiben“ verschieben" }).click();
    await page.getByRole("menuitem", { name: "Nach „Offen“" }).click();
    await expect(cardTitles(page, "Offen")).toHaveText(["Angebot schreiben"]);
  });
});
