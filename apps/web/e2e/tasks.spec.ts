import { expect, test } from "./support/fixtures";
import {
  expectOnFirstScreen,
  expectSelectShowsChoice,
  expectUnclipped,
  PHONE,
} from "./support/layout";
import { openMenu } from "./support/menus";
import { lookAt } from "./support/screens";
import { openFromAppMenu } from "./support/session";
import { answerTaskGone, createTasks, openInGerman, taskAction, taskRows } from "./support/tasks";
import { ownerWithTeam, toast } from "./support/teams";
import { trpcMutation } from "./support/trpc";

test.describe("tasks", () => {
  test("a member creates, tags, filters, edits and deletes tasks", async ({ page }) => {
    test.slow();
    await ownerWithTeam(page.request, { name: "Tara Tasks" });
    await page.goto("/app/dashboard");
    await openFromAppMenu(page, "All Tasks", { path: "/app/tasks", title: "Tasks | Teamkit" });
    await expect(page.getByRole("heading", { name: "No tasks yet" })).toBeVisible();

    // Create a task with a tag made inline.
    await page.getByRole("button", { name: "New task" }).click();
    const dialog = page.getByRole("dialog", { name: "New task" });
    await dialog.getByRole("textbox", { name: "Title" }).fill("Fix the login bug");
    await dialog.getByRole("textbox", { name: "Description" }).fill("First line\nSecond line");
    await dialog.getByRole("combobox", { name: "Priority" }).selectOption({ label: "High" });
    await dialog.getByRole("textbox", { name: "New tag" }).fill("Bug");
    await dialog.getByRole("button", { name: "Add tag" }).click();
    await expect(dialog.getByRole("checkbox", { name: "Bug" })).toBeChecked();
    await expect(dialog.getByRole("textbox", { name: "New tag" })).toHaveValue("");
    // Said to a screen reader by the dialog itself, its only status on the page: no toast covers
    // the dialog's buttons.
    await expect(dialog.getByRole("status")).toHaveText("Tag “Bug” created");
    await expect(toast(page, "Tag “Bug” created")).toHaveCount(1);
    // The next tag gets another colour; a taken name is refused under the field.
    await dialog.getByRole("textbox", { name: "New tag" }).fill("Backend");
    await dialog.getByRole("textbox", { name: "New tag" }).press("Enter");
    await expect(dialog.getByRole("checkbox", { name: "Backend" })).toBeChecked();
    const colorOf = (name: string) =>
      dialog
        .locator("label", { hasText: name })
        .locator("span[class*='bg-']")
        .first()
        .getAttribute("class");
    expect(await colorOf("Backend")).not.toBe(await colorOf("Bug"));
    await dialog.getByRole("textbox", { name: "New tag" }).fill("Bug");
    await dialog.getByRole("button", { name: "Add tag" }).click();
    await expect(dialog.getByRole("alert")).toHaveText(
      "Your team already has a tag with this name.",
    );
    await expect(dialog.getByRole("textbox", { name: "New tag" })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await dialog.getByRole("checkbox", { name: "Backend" }).uncheck();
    await dialog.getByRole("button", { name: "Create task" }).click();
    await expect(toast(page, "Task created")).toBeVisible();
    await expect(taskRows(page)).toHaveCount(1);
    await expect(taskRows(page).first()).toContainText("Fix the login bug");
    await expect(taskRows(page).first()).toContainText("High");
    await expect(taskRows(page).first()).toContainText("Bug");

    // A second, untagged task.
    await page.getByRole("button", { name: "New task" }).click();
    await dialog.getByRole("textbox", { name: "Title" }).fill("Write the release notes");
    await dialog.getByRole("combobox", { name: "Status" }).selectOption({ label: "In progress" });
    await dialog.getByRole("button", { name: "Create task" }).click();
    await expect(taskRows(page)).toHaveCount(2);

    // Filters land in the URL and survive a reload.
    await page.getByRole("combobox", { name: "Tag", exact: true }).selectOption({ label: "Bug" });
    await expect(page).toHaveURL(/tag=/);
    await expect(taskRows(page)).toHaveCount(1);
    await page.reload();
    await expect(taskRows(page)).toHaveCount(1);
    await expect(taskRows(page).first()).toContainText("Fix the login bug");
    await page.getByRole("button", { name: "Clear filters" }).click();
    await expect(taskRows(page)).toHaveCount(2);
    await expect(page.getByRole("searchbox", { name: "Search tasks" })).toBeFocused();
    await page.getByRole("searchbox", { name: "Search tasks" }).fill("release");
    await expect(page).toHaveURL(/q=release/);
    await expect(taskRows(page)).toHaveCount(1);
    await page.getByRole("searchbox", { name: "Search tasks" }).fill("");
    await expect(taskRows(page)).toHaveCount(2);
    await page.getByRole("combobox", { name: "Status" }).selectOption({ label: "In progress" });
    await expect(page).toHaveURL(/status=in_progress/);
    await expect(taskRows(page)).toHaveCount(1);
    await expect(taskRows(page).first()).toContainText("Write the release notes");
    await page.getByRole("button", { name: "Clear filters" }).click();

    // Edit: the change shows at once and stays after a reload.
    await taskAction(page, "Fix the login bug", "Edit");
    const edit = page.getByRole("dialog", { name: "Edit task" });
    await expect(edit.getByRole("textbox", { name: "Description" })).toHaveValue(
      "First line\nSecond line",
    );
    await edit.getByRole("textbox", { name: "Title" }).fill("Fix the sign-in bug");
    await edit.getByRole("combobox", { name: "Status" }).selectOption({ label: "Done" });
    await edit.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Fix the sign-in bug")).toBeVisible();
    await expect(toast(page, "Task saved")).toBeVisible();
    await page.reload();
    await expect(taskRows(page).filter({ hasText: "Fix the sign-in bug" })).toContainText("Done");

    // Delete, after a confirmation.
    await taskAction(page, "Write the release notes", "Delete");
    const confirm = page.getByRole("alertdialog", { name: "Delete “Write the release notes”?" });
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(toast(page, "Task deleted")).toBeVisible();
    await expect(taskRows(page)).toHaveCount(1);
    // The deleted row's menu is gone: the focus goes to the row that took its place.
    await expect(
      page.getByRole("button", { name: "Actions for “Fix the sign-in bug”" }),
    ).toBeFocused();
    await page.reload();
    await expect(taskRows(page)).toHaveCount(1);

    // The last one: the focus goes to "New task".
    await taskAction(page, "Fix the sign-in bug", "Delete");
    await page
      .getByRole("alertdialog", { name: "Delete “Fix the sign-in bug”?" })
      .getByRole("button", { name: "Delete" })
      .click();
    await expect(page.getByText("No tasks yet")).toBeVisible();
    await expect(page.getByRole("button", { name: "New task", exact: true })).toBeFocused();
  });

  test("an edit the server does not take rolls back and opens again as typed, saying why once", async ({
    page,
  }) => {
    const teamId = (await ownerWithTeam(page.request, { name: "Tara Tasks" })).team.id;
    await trpcMutation(page.request, "tasks.create", { teamId, title: "Keep this title" });
    await page.goto("/app/tasks");
    await expect(taskRows(page)).toHaveCount(1);
    await answerTaskGone(page, "tasks.update");
    await taskAction(page, "Keep this title", "Edit");
    const edit = page.getByRole("dialog", { name: "Edit task" });
    await edit.getByRole("textbox", { name: "Title" }).fill("A title that is refused");
    await edit.getByRole("button", { name: "Save changes" }).click();
    // What was typed is not lost: the dialog is back with it, saying why, and no toast says it again.
    await expect(edit.getByRole("textbox", { name: "Title" })).toHaveValue(
      "A title that is refused",
    );
    await expect(edit.getByRole("alert")).toContainText("This task does not exist.");
    await expect(page.getByText("We were unable to save the task.")).toHaveCount(0);
    await edit.getByRole("button", { name: "Cancel" }).click();
    await expect(edit).toBeHidden();
    await expect(taskRows(page).first()).toContainText("Keep this title");
  });

  test("a save keeps what someone else changed meanwhile: other fields, and a tag they deleted", async ({
    page,
  }) => {
    const teamId = (await ownerWithTeam(page.request, { name: "Tara Tasks" })).team.id;
    const tag = (name: string) =>
      trpcMutation<{ id: string }>(page.request, "tasks.tag.create", {
        teamId,
        name,
        color: "red",
      });
    const [urgent, doomed] = [await tag("Urgent"), await tag("Doomed")];
    const task = await trpcMutation<{ id: string }>(page.request, "tasks.create", {
      teamId,
      title: "Ship it",
    });
    await page.goto("/app/tasks");
    await taskAction(page, "Ship it", "Edit");
    const edit = page.getByRole("dialog", { name: "Edit task" });
    await edit.getByRole("textbox", { name: "Title" }).fill("Ship it today");
    // Meanwhile another member finishes and tags the task.
    await trpcMutation(page.request, "tasks.update", {
      teamId,
      taskId: task.id,
      status: "done",
      tagIds: [urgent.id],
    });
    await edit.getByRole("button", { name: "Save changes" }).click();
    await expect(toast(page, "Task saved")).toBeVisible();
    await expect(taskRows(page).first()).toContainText("Done");
    await expect(taskRows(page).first()).toContainText("Urgent");
    await page.reload();
    await expect(taskRows(page).first()).toContainText("Ship it today");
    await expect(taskRows(page).first()).toContainText("Done");
    await expect(taskRows(page).first()).toContainText("Urgent");

    // A tag picked here and deleted elsewhere refuses the save once, and then stays out of it.
    await taskAction(page, "Ship it today", "Edit");
    await edit.getByRole("checkbox", { name: "Doomed" }).check();
    await trpcMutation(page.request, "tasks.tag.delete", { teamId, tagId: doomed.id });
    await edit.getByRole("button", { name: "Save changes" }).click();
    await expect(edit.getByRole("alert")).toContainText("This tag does not exist.");
    await expect(edit.getByRole("checkbox", { name: "Doomed" })).toHaveCount(0);
    await edit.getByRole("button", { name: "Save changes" }).click();
    await expect(toast(page, "Task saved")).toBeVisible();
    await expect(edit).toBeHidden();
  });

  test("a link filtering by someone no longer in the team shows every task, not an empty list", async ({
    page,
  }) => {
    const teamId = (await ownerWithTeam(page.request, { name: "Tara Tasks" })).team.id;
    await trpcMutation(page.request, "tasks.create", { teamId, title: "Still here" });
    await page.goto(`/app/tasks?assignee=${crypto.randomUUID()}`);
    await expect(page).toHaveURL(/\/app\/tasks$/);
    await expect(page.getByRole("combobox", { name: "Assignee" })).toHaveValue("");
    await expect(taskRows(page)).toHaveCount(1);
  });

  test("an open task past its due day is marked overdue in the list and on the board; a done one is not", async ({
    page,
  }) => {
    const teamId = (await ownerWithTeam(page.request, { name: "Tara Tasks" })).team.id;
    const day = (offset: number) => {
      const date = new Date(Date.now() + offset * 86_400_000);
      return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;
    };
    for (const [title, dueDate, status] of [
      ["Late one", day(-3), "todo"],
      ["Late but done", day(-3), "done"],
      ["Not yet", day(3), "in_progress"],
    ] as const) {
      await trpcMutation(page.request, "tasks.create", { teamId, title, dueDate, status });
    }
    await page.goto("/app/tasks");
    const row = (title: string) => taskRows(page).filter({ hasText: title });
    await expect(row("Late one").getByText(/^Overdue, due /)).toBeVisible();
    await expect(row("Late but done").getByText(/^Due /)).toBeVisible();
    await expect(row("Not yet").getByText(/^Due /)).toBeVisible();
    await expect(page.getByText(/^Overdue, due /)).toHaveCount(1);
    await page.goto("/app/task-demo");
    await expect(page.getByText(/^Overdue, due /)).toHaveCount(1);
    await page.goto("/de/app/tasks");
    await expect(page.getByText(/^Überfällig, fällig am /)).toHaveCount(1);
    await expect(page.getByText(/^Fällig am /)).toHaveCount(2);
  });

  test("past the last page the list shows the last one: an old link, the last task of a page deleted", async ({
    page,
  }) => {
    const teamId = (await ownerWithTeam(page.request, { name: "Paula Pages" })).team.id;
    await createTasks(
      page.request,
      teamId,
      Array.from({ length: 21 }, (_, i): [string, "todo"] => [`Paged task ${i + 1}`, "todo"]),
    );
    // 21 tasks, 20 a page, newest first: page 2 holds the first one made, "Paged task 21".
    await page.goto("/app/tasks?page=9");
    await expect(page).toHaveURL(/\/app\/tasks\?page=2$/);
    await expect(taskRows(page)).toHaveCount(1);
    await expect(page.getByText("Page 2 of 2")).toBeVisible();

    await taskAction(page, "Paged task 21", "Delete");
    await page
      .getByRole("alertdialog", { name: "Delete “Paged task 21”?" })
      .getByRole("button", { name: "Delete" })
      .click();
    await expect(page).toHaveURL(/\/app\/tasks$/);
    await expect(taskRows(page)).toHaveCount(20);
    await expect(page.getByRole("button", { name: "New task", exact: true })).toBeFocused();
  });

  test("tags are created, renamed, recoloured and deleted with the count of their tasks", async ({
    page,
  }) => {
    const teamId = (await ownerWithTeam(page.request, { name: "Tara Tasks" })).team.id;
    const tag = await trpcMutation<{ id: string }>(page.request, "tasks.tag.create", {
      teamId,
      name: "Backend",
      color: "green",
    });
    for (const title of ["One", "Two"]) {
      await trpcMutation(page.request, "tasks.create", { teamId, title, tagIds: [tag.id] });
    }
    await page.goto("/app/dashboard");
    await openFromAppMenu(page, "Manage Tags", {
      path: "/app/tasks/tags",
      title: "Manage Tags | Teamkit",
    });
    await expect(page.getByText("on 2 tasks")).toBeVisible();

    // The keyboard keeps its place: the field opened takes focus, and Rename gets it back.
    await page.getByRole("button", { name: "Rename" }).click();
    await expect(page.getByRole("textbox", { name: "Name of Backend" })).toBeFocused();
    await page.getByRole("textbox", { name: "Name of Backend" }).fill("Server");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(toast(page, "Tag saved")).toBeVisible();
    await expect(page.getByRole("button", { name: "Rename" })).toBeFocused();
    await page.reload();
    await expect(page.getByText("Server", { exact: true })).toBeVisible();
    await expect(page.getByText("Backend")).toHaveCount(0);

    await page.getByRole("textbox", { name: "Name" }).fill("Frontend");
    await page.getByRole("button", { name: "Create tag" }).click();
    await expect(toast(page, "Tag created")).toBeVisible();
    await expect(page.getByText("on no tasks")).toBeVisible();
    // Names are unique per team, whatever the case.
    await page.getByRole("textbox", { name: "Name" }).fill("frontend");
    await page.getByRole("button", { name: "Create tag" }).click();
    await expect(page.getByText("Your team already has a tag with this name.")).toBeVisible();

    const colour = page.getByRole("combobox", { name: "Colour of Frontend" });
    await colour.focus();
    await colour.selectOption({ label: "Pink" });
    await expect(toast(page, "Tag saved")).toBeVisible();
    await expect(colour).toBeFocused();
    // The refusal stays while the refused name does (a blur does not clear it).
    await expect(page.getByText("Your team already has a tag with this name.")).toBeVisible();

    // Straight after the refused create and the recolour, without a reload, the rows' Rename and
    // Delete still open their form and confirmation.
    const frontend = page.getByRole("listitem").filter({ hasText: "Frontend" });
    await frontend.getByRole("button", { name: "Rename" }).click();
    // A taken name is refused at the field, which keeps it for correcting.
    await page.getByRole("textbox", { name: "Name of Frontend" }).fill("server");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    const renaming = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("textbox", { name: "Name of Frontend" }) });
    await expect(renaming.getByRole("alert")).toHaveText(
      "Your team already has a tag with this name.",
    );
    await page.getByRole("textbox", { name: "Name of Frontend" }).fill("Web");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByRole("textbox", { name: "Name of Frontend" })).toHaveCount(0);
    await expect(page.getByText("Web", { exact: true })).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Colour of Web" })).toHaveValue("pink");

    await page.getByRole("button", { name: "Delete tag Server" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete the tag “Server”?" });
    await expect(confirm).toContainText("It is removed from the 2 tasks that carry it.");
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(toast(page, "Tag deleted")).toBeVisible();
    await expect(page.getByText("Server", { exact: true })).toHaveCount(0);
    // Its row is gone: focus goes to the new tag's name, not to the page's start.
    await expect(page.getByRole("textbox", { name: "Name", exact: true })).toBeFocused();
    // A link filtering by the deleted tag opens the whole list instead of an empty "Any tag" one.
    await page.goto(`/app/tasks?tag=${tag.id}`);
    await expect(page).toHaveURL(/\/app\/tasks$/);
    await expect(taskRows(page)).toHaveCount(2);
  });

  test("the task list works in German", async ({ page }) => {
    await openInGerman(page, "Tara Tasks", "/de/app/tasks");
    await expect(page).toHaveTitle("Aufgaben | Teamkit");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Aufgaben");
    await expect(page.getByRole("listitem").filter({ hasText: "Angebot schreiben" })).toHaveCount(
      1,
    );
    await page.getByRole("button", { name: "Neue Aufgabe" }).click();
    const dialog = page.getByRole("dialog", { name: "Neue Aufgabe" });
    await dialog.getByRole("button", { name: "Aufgabe anlegen" }).click();
    await expect(dialog.getByRole("alert")).toBeVisible();
    await dialog.getByRole("textbox", { name: "Titel" }).fill("Rechnung prüfen");
    await dialog.getByRole("button", { name: "Aufgabe anlegen" }).click();
    await expect(toast(page, "Aufgabe angelegt")).toBeVisible();
    await expect(page.getByText("2 Aufgaben")).toBeVisible();
  });

  test("on a laptop every filter shows each of its choices whole, in English and German", async ({
    page,
  }) => {
    await openInGerman(page, "Tara Tasks", "/de/app/tasks");
    for (const width of [1024, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      for (const path of ["/app/tasks", "/de/app/tasks"]) {
        await page.goto(path);
        const filters = page.locator("#task-filters").getByRole("combobox");
        await expect(filters).toHaveCount(5);
        await lookAt(page, `tasks-filters-${width}${path.startsWith("/de") ? "-de" : ""}`);
        for (const select of await filters.all()) {
          for (const value of await select
            .locator("option")
            .evaluateAll((options) =>
              options.map((option) => (option as HTMLOptionElement).value),
            )) {
            await select.selectOption(value);
            await expectSelectShowsChoice(select);
          }
          await select.selectOption({ index: 0 });
        }
      }
    }
  });
});

test.describe("tasks on a phone", () => {
  test.use({ viewport: PHONE });

  test("the list shows a long title whole and the first task on the first screen; filters and row actions open from one control each", async ({
    page,
  }) => {
    const teamId = (await ownerWithTeam(page.request, { name: "Tara Tasks" })).team.id;
    const title = "Prepare the quarterly customer report with every chart the board asked for";
    await trpcMutation(page.request, "tasks.create", { teamId, title });
    await page.goto("/app/tasks");
    const row = taskRows(page).first();
    await expectUnclipped(row.getByText(title, { exact: true }), { minWidth: 240 });
    await expectOnFirstScreen(row);
    await lookAt(page, "tasks-phone");

    // The filters wait behind one button, which counts the active ones.
    const filters = page.getByRole("button", { name: "Filters", exact: true });
    await expect(page.getByRole("combobox", { name: "Status" })).toBeHidden();
    await filters.click();
    await expect(filters).toHaveAttribute("aria-expanded", "true");
    await page.getByRole("combobox", { name: "Status" }).selectOption({ label: "To do" });
    await expect(page).toHaveURL(/status=todo/);
    await expect(page.getByRole("button", { name: "Filters (1)" })).toBeVisible();

    const dots = row.getByRole("button", { name: `Actions for “${title}”` });
    // The dots keep their 20 pixels: the small button's padding does not squeeze them.
    expect((await dots.locator("svg").boundingBox())?.width).toBe(20);
    const menu = await openMenu(page, dots);
    await menu.getByRole("menuitem", { name: "Edit" }).click();
    await expect(page.getByRole("dialog", { name: "Edit task" })).toBeVisible();
  });

  test("a small phone sees why an empty title is refused, and each tag's count beside its name in German", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const teamId = (await ownerWithTeam(page.request, { name: "Tara Tasks" })).team.id;
    for (const name of ["Entwicklung", "Kundendienst", "Marketing"])
      await trpcMutation(page.request, "tasks.tag.create", { teamId, name, color: "blue" });
    await page.goto("/app/tasks");
    await page.getByRole("button", { name: "New task" }).first().click();
    const dialog = page.getByRole("dialog", { name: "New task" });
    // Sent from the bottom of the long dialog, with the cursor still in the title (it opens there).
    await dialog.getByRole("button", { name: "Create task" }).click();
    await expect(dialog.getByRole("textbox", { name: "Title" })).toBeFocused();
    await expect(dialog.getByRole("alert")).toBeInViewport();

    await page.goto("/de/app/tasks/tags");
    for (const name of ["Entwicklung", "Kundendienst", "Marketing"]) {
      const row = page.getByRole("listitem").filter({ hasText: name });
      const count = row.getByText("an keiner Aufgabe");
      await expectUnclipped(count);
      const [text, color] = await Promise.all([
        count.boundingBox(),
        row.getByRole("combobox").boundingBox(),
      ]);
      // One line, above the controls instead of beneath the colour select.
      expect(text?.height).toBeLessThan(24);
      expect((text?.y ?? 0) + (text?.height ?? 0)).toBeLessThanOrEqual(color?.y ?? 0);
    }
    await lookAt(page, "tags-de-phone");
  });
});
