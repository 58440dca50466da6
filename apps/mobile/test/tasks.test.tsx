import { act, fireEvent, screen, waitFor, within } from "@testing-library/react-native";
import { router, useLocalSearchParams } from "expo-router";
import { useState } from "react";
import { FlatList, RefreshControl } from "react-native";

import type { TaskView } from "../src/lib/api";
import Board from "../src/app/(signed-in)/board";
import TaskScreen from "../src/app/(signed-in)/tasks/[id]";
import Tasks from "../src/app/(signed-in)/tasks/index";
import { FlashBanner } from "../src/components/flash-banner";
import { patchPages } from "../src/features/tasks/optimistic";
import { TaskEditor } from "../src/features/tasks/task-editor";
import { flash } from "../src/lib/flash";
import { network } from "../src/lib/network";
import { session } from "../src/lib/session";
import { fakeApi, Refusal, refuse, UNAUTHORIZED } from "./fake-api";
import { keychain } from "./keychain";
import { renderApp, signedIn } from "./render";
import { task } from "./task";

const TEAM = "00000000-0000-4000-8000-00000000000a";

const lists = (items: TaskView[]) => ({
  "tasks.list": () => ({ items, total: items.length, page: 1, pageSize: 50 }),
  "tasks.tag.list": () => [],
  "team.member.list": () => [],
  "team.list": () => [{ id: TEAM, name: "Acme", slug: "acme", role: "owner" }],
});

/**
 * The list with "Existing task" and the editor under it (with the app's flash banner); `title` is
 * typed into the editor and created.
 */
async function createBesideTheList(title: string) {
  renderApp(
    <>
      <FlashBanner />
      <Tasks />
      <TaskEditor />
    </>,
  );
  expect(await screen.findByText("Existing task")).toBeTruthy();
  fireEvent.changeText(screen.getByLabelText("Title"), title);
  fireEvent.press(screen.getByRole("button", { name: "Create task" }));
}

beforeEach(() => {
  flash.clear();
  return signedIn(TEAM);
});

describe("tasks", () => {
  it("loads the list, its filters and tags in one request, with the Bearer token and the team", async () => {
    const api = fakeApi(lists([task("Write the report")]));
    renderApp(<Tasks />);
    expect(await screen.findByText("Write the report")).toBeTruthy();
    expect(api.fetch).toHaveBeenCalledTimes(1);
    expect(api.calls.map((call) => call.path).sort()).toEqual([
      "tasks.list",
      "tasks.tag.list",
      "team.list",
      "team.member.list",
    ]);
    expect(api.calls[0]?.headers.authorization).toBe("Bearer mobile-token");
    expect(api.calls.find((call) => call.path === "tasks.list")?.input).toMatchObject({
      teamId: TEAM,
    });
  });

  it("names its team above the list and groups the other screens in one row; sign-out is in Account", async () => {
    fakeApi(lists([task("Write the report")]));
    renderApp(<Tasks />);
    expect(await screen.findByText("Acme")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Switch team" })).toBeTruthy();
    const screens = screen.getByLabelText("Sections of the app");
    expect(
      within(screens)
        .getAllByRole("button")
        .map((button) => String(button.props.accessibilityLabel)),
    ).toEqual(["Board", "Assistant", "Team", "Account"]);
    expect(screen.getByRole("button", { name: "New task" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Sign out" })).toBeNull();
  });

  it("loads the next page as the end of the list comes into view, until every task is there", async () => {
    const all = Array.from({ length: 57 }, (_, i) =>
      task(`Task ${i + 1}`, { id: `00000000-0000-4000-8000-${String(i + 1).padStart(12, "0")}` }),
    );
    const api = fakeApi({
      ...lists(all),
      "tasks.list": (input) => {
        const { cursor = 1, pageSize } = input as { cursor?: number; pageSize: number };
        const items = all.slice((cursor - 1) * pageSize, cursor * pageSize);
        return { items, total: all.length, page: cursor, pageSize };
      },
    });
    const cursors = () =>
      api.calls
        .filter((call) => call.path === "tasks.list")
        .map((call) => (call.input as { cursor: number }).cursor);
    const shown = () => (screen.UNSAFE_getByType(FlatList).props.data as TaskView[]).length;
    renderApp(<Tasks />);
    expect(await screen.findByText("Task 1")).toBeTruthy();
    expect(shown()).toBe(50);
    fireEvent(screen.UNSAFE_getByType(FlatList), "onEndReached");
    await waitFor(() => expect(shown()).toBe(57));
    fireEvent(screen.UNSAFE_getByType(FlatList), "onEndReached");
    expect(cursors()).toEqual([1, 2]);
  });

  it("says it is loading tasks until the first page arrives, and not on a refresh", async () => {
    let answer: () => void = () => {};
    let answered = new Promise<void>((resolve) => (answer = resolve));
    fakeApi({
      ...lists([]),
      "tasks.list": async () => {
        await answered;
        return { items: [], total: 0, page: 1, pageSize: 50 };
      },
    });
    renderApp(<Tasks />);
    expect(await screen.findByLabelText("Loading tasks…")).toBeTruthy();
    expect(screen.queryByText("No tasks yet")).toBeNull();
    answer();
    expect(await screen.findByText("No tasks yet")).toBeTruthy();
    expect(screen.queryByLabelText("Loading tasks…")).toBeNull();

    answered = new Promise<void>((resolve) => (answer = resolve));
    const isRefreshing = () =>
      (screen.UNSAFE_getByType(RefreshControl).props as { refreshing: boolean }).refreshing;
    fireEvent(screen.UNSAFE_getByType(RefreshControl), "refresh");
    await waitFor(() => expect(isRefreshing()).toBe(true));
    expect(screen.queryByLabelText("Loading tasks…")).toBeNull();
    expect(screen.getByText("No tasks yet")).toBeTruthy();
    answer();
    await waitFor(() => expect(isRefreshing()).toBe(false));
  });

  it("shows the web's empty state for a team without tasks: its title and what to do", async () => {
    fakeApi(lists([]));
    renderApp(<Tasks />, "de");
    expect(await screen.findByRole("header", { name: "Noch keine Aufgaben" })).toBeTruthy();
    expect(screen.getByText("Lege die erste Aufgabe für dein Team an.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Filter zurücksetzen" })).toBeNull();
  });

  it("says when nothing matches a search and a filter; Clear filters clears both, as on the web", async () => {
    const api = fakeApi({
      ...lists([]),
      "tasks.list": (input) => {
        const { search, due } = input as { search?: string; due?: string };
        const items = search || due ? [] : [task("Write the report")];
        return { items, total: items.length, page: 1, pageSize: 50 };
      },
    });
    const { queryClient } = renderApp(<Tasks />);
    expect(await screen.findByText("Write the report")).toBeTruthy();
    fireEvent.changeText(screen.getByLabelText("Search tasks"), "invoice");
    fireEvent.press(screen.getByRole("radio", { name: "Overdue" }));
    expect(
      await screen.findByRole("header", { name: "No tasks match these filters" }),
    ).toBeTruthy();
    expect(screen.getByText("Try another search or clear the filters.")).toBeTruthy();
    expect(screen.queryByText("No tasks yet")).toBeNull();

    fireEvent.press(screen.getByRole("button", { name: "Clear filters" }));
    expect(await screen.findByText("Write the report")).toBeTruthy();
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.getByLabelText("Search tasks").props.value).toBe("");
    expect(screen.getByRole("radio", { name: "Overdue" })).not.toBeChecked();
    expect(screen.queryByText("No tasks match these filters")).toBeNull();
    const lastList = api.calls.filter((call) => call.path === "tasks.list").at(-1)?.input as {
      search?: string;
      due?: string;
    };
    expect([lastList.search, lastList.due]).toEqual([undefined, undefined]);
  });

  it("says it is loading the board until it arrives, as the web does", async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    fakeApi({
      "tasks.boardCards": async () => {
        await answered;
        return {
          columns: (["todo", "in_progress", "done"] as const).map((status) => ({
            status,
            tasks: [],
            total: 0,
          })),
        };
      },
    });
    renderApp(<Board />);
    expect(await screen.findByLabelText("Loading the board…")).toBeTruthy();
    answer();
    expect(await screen.findByText("Nothing to do yet.")).toBeTruthy();
    expect(screen.queryByLabelText("Loading the board…")).toBeNull();
  });

  it("offers Up and Down on the board only where a card can go, and says what is past its limit", async () => {
    const ids = ["1", "2", "3"].map((n) => `00000000-0000-4000-8000-00000000010${n}`);
    const cards = ["First", "Middle", "Last"].map((title, i) => task(title, { id: ids[i] }));
    fakeApi({
      "tasks.boardCards": () => ({
        columns: [
          { status: "todo", tasks: cards, total: 253 },
          { status: "in_progress", tasks: [], total: 0 },
          { status: "done", tasks: [], total: 0 },
        ],
      }),
    });
    renderApp(<Board />);
    expect(await screen.findByText("250 more tasks in the list")).toBeTruthy();
    const menu = (title: string) => {
      fireEvent.press(screen.getByRole("button", { name: `Move “${title}”` }));
      const shown = ["Up", "Down"].filter((name) => screen.queryByRole("button", { name }));
      fireEvent.press(screen.getByRole("button", { name: `Move “${title}”` }));
      return shown;
    };
    expect(menu("First")).toEqual(["Down"]);
    expect(menu("Middle")).toEqual(["Up", "Down"]);
    expect(menu("Last")).toEqual(["Up"]);
  });

  it("says why a move on the board failed, and puts the card back", async () => {
    const cards = [task("First", { id: "00000000-0000-4000-8000-000000000101" })];
    const api = fakeApi({
      "tasks.boardCards": () => ({
        columns: [
          { status: "todo", tasks: cards, total: 1 },
          { status: "in_progress", tasks: [], total: 0 },
          { status: "done", tasks: [], total: 0 },
        ],
      }),
    });
    renderApp(
      <>
        <FlashBanner />
        <Board />
      </>,
    );
    fireEvent.press(await screen.findByRole("button", { name: "Move “First”" }));
    network.failed(new TypeError("Network request failed"));
    fireEvent.press(screen.getByRole("button", { name: "Move to “Done”" }));
    expect(
      await screen.findByText(
        "The task could not be moved. You are offline. Nothing was changed: try again when you are back online.",
      ),
    ).toBeTruthy();
    expect(api.calls.some((call) => call.path === "tasks.move")).toBe(false);
    expect(screen.getByText("Nothing done yet.")).toBeTruthy();
    expect(screen.queryByText("Nothing to do yet.")).toBeNull();
  });

  it("shows a row's priority and due date as the web does, in the app's language", async () => {
    const rows = [task("Ship it", { priority: "high", dueDate: "2099-01-01" })];
    fakeApi(lists(rows));
    const english = renderApp(<Tasks />);
    expect(await screen.findByText("To do · High · Due Jan 1, 2099")).toBeTruthy();
    // A screen reader hears them too: the label replaces the row's text.
    expect(
      screen.getByRole("button", { name: "Open “Ship it”, To do, High, Due Jan 1, 2099" }),
    ).toBeTruthy();
    english.unmount();
    fakeApi(lists(rows));
    renderApp(<Tasks />, "de");
    expect(await screen.findByText("Offen · Hoch · Fällig am 01.01.2099")).toBeTruthy();
    expect(
      screen.getByRole("button", { name: "„Ship it“ öffnen, Offen, Hoch, Fällig am 01.01.2099" }),
    ).toBeTruthy();
  });

  it("marks an open task past its due day as overdue, in the danger colour; a done one is not", async () => {
    const rows = [
      task("Late", { id: "00000000-0000-4000-8000-000000000201", dueDate: "2020-01-01" }),
      task("Finished", {
        id: "00000000-0000-4000-8000-000000000202",
        status: "done",
        dueDate: "2020-01-01",
      }),
    ];
    fakeApi(lists(rows));
    renderApp(<Tasks />, "de");
    const late = await screen.findByText("Überfällig, fällig am 01.01.2020");
    expect(late).toHaveStyle({ color: "#b91c1c" });
    expect(
      screen.getByRole("button", {
        name: "„Late“ öffnen, Offen, Überfällig, fällig am 01.01.2020",
      }),
    ).toBeTruthy();
    expect(screen.getByText("Erledigt · Fällig am 01.01.2020")).toBeTruthy();
  });

  it("shows on a board card what the list's row shows, its tags in their colours", async () => {
    const card = task("Ship it", {
      priority: "urgent",
      dueDate: "2020-01-01",
      tags: [{ id: "tag-1", name: "Billing", color: "red" }],
    });
    fakeApi({
      "tasks.boardCards": () => ({
        columns: [
          { status: "todo", tasks: [card], total: 1 },
          { status: "in_progress", tasks: [], total: 0 },
          { status: "done", tasks: [], total: 0 },
        ],
      }),
    });
    renderApp(<Board />);
    expect(await screen.findByText("Urgent · Overdue, due Jan 1, 2020")).toBeTruthy();
    expect(screen.getByText("Billing")).toBeTruthy();
    expect(screen.getByTestId("tag-dot-tag-1")).toHaveStyle({ backgroundColor: "#ef4444" });
  });

  it("colours the tags in the filter and the editor as the web's palette does", async () => {
    fakeApi({
      ...lists([task("Write the report")]),
      "tasks.tag.list": () => [{ id: "tag-1", name: "Design", color: "teal" }],
    });
    const list = renderApp(<Tasks />);
    expect(await screen.findByRole("radio", { name: "Design" })).toBeTruthy();
    expect(screen.getByTestId("chip-dot")).toHaveStyle({ backgroundColor: "#14b8a6" });
    list.unmount();
    renderApp(<TaskEditor />);
    expect(await screen.findByRole("checkbox", { name: "Design" })).toBeTruthy();
    expect(screen.getByTestId("chip-dot")).toHaveStyle({ backgroundColor: "#14b8a6" });
  });

  it("puts a new task at the top of an endless list once, whatever its pages", () => {
    const page = (titles: string[]) => ({
      items: titles.map((title, i) => task(title, { id: `id-${title}-${i}` })),
      total: 3,
    });
    const data = { pages: [page(["A", "B"]), page(["C"])], pageParams: [1, 2] };
    const created = patchPages(data, (items) => [task("New", { id: "draft-1" }), ...items]);
    expect(created.pages.map((p) => p.items.map((item) => item.title))).toEqual([
      ["New", "A"],
      ["B", "C"],
    ]);
    expect(created.pages.map((p) => p.total)).toEqual([4, 4]);
    const removed = patchPages(data, (items) => items.filter((item) => item.title !== "A"));
    expect(removed.pages.map((p) => p.items.map((item) => item.title))).toEqual([["B", "C"], []]);
  });

  it("returns to sign-in with a message when the session has ended on the server", async () => {
    fakeApi({
      ...lists([]),
      "tasks.list": () => {
        throw UNAUTHORIZED;
      },
    });
    renderApp(<Tasks />);
    await waitFor(() => expect(session.get()).toEqual({ status: "signedOut", reason: "expired" }));
    expect(keychain.has("teamkit.session")).toBe(false);
  });

  it("says a task does not exist inside the screen's inset, with a way back to the list", async () => {
    jest
      .mocked(useLocalSearchParams)
      .mockReturnValue({ id: "00000000-0000-4000-8000-000000000000" });
    fakeApi({
      ...lists([]),
      "tasks.get": refuse("NOT_FOUND", "Diese Aufgabe gibt es nicht.", "tasks.errors.notFound"),
    });
    renderApp(<TaskScreen />, "de");
    expect(await screen.findByRole("alert")).toHaveTextContent("Diese Aufgabe gibt es nicht.");
    expect(screen.getByTestId("task-failed")).toHaveStyle({ padding: 16 });
    fireEvent.press(screen.getByRole("button", { name: "Zurück zur Aufgabenliste" }));
    expect(router.dismissTo).toHaveBeenCalledWith("/tasks");
    jest.mocked(useLocalSearchParams).mockReturnValue({});
  });

  it("checks a new task with the web's rules before calling the server", async () => {
    const api = fakeApi(lists([]));
    renderApp(<TaskEditor />);
    fireEvent.press(screen.getByRole("button", { name: "Create task" }));
    expect(await screen.findByText("Required")).toBeTruthy();
    expect(api.calls.some((call) => call.path === "tasks.create")).toBe(false);
  });

  it("offers a keyboard with the dash for the due date, whose format the placeholder shows", () => {
    fakeApi(lists([]));
    renderApp(<TaskEditor />);
    const due = screen.getByLabelText("Due date");
    expect(due.props.placeholder).toBe("YYYY-MM-DD");
    // iOS's number pad has no "-"; this one has digits and punctuation.
    expect(due.props.keyboardType).toBe("numbers-and-punctuation");
    expect(due.props.inputMode).toBeUndefined();
  });

  it("creates a task once however quickly Create is pressed twice, busy until the server answers", async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const api = fakeApi({
      ...lists([]),
      "tasks.create": async (input) => {
        await answered;
        return task("Call the printer", input as Partial<TaskView>);
      },
    });
    renderApp(<TaskEditor />);
    fireEvent.changeText(screen.getByLabelText("Title"), "Call the printer");
    const create = () => screen.getByRole("button", { name: "Create task" });
    fireEvent.press(create());
    fireEvent.press(create());
    await waitFor(() => expect(api.calls.some((call) => call.path === "tasks.create")).toBe(true));
    expect(create()).toBeDisabled();
    fireEvent.press(create());
    answer();
    await waitFor(() => expect(create()).toBeEnabled());
    expect(api.calls.filter((call) => call.path === "tasks.create")).toHaveLength(1);
  });

  it("asks before deleting with the web's words, and deletes once", async () => {
    const saved = task("Call the printer");
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const api = fakeApi({
      ...lists([saved]),
      "tasks.delete": async () => {
        await answered;
        return { ok: true };
      },
    });
    renderApp(<TaskEditor task={saved} />);
    fireEvent.press(screen.getByRole("button", { name: "Delete" }));
    expect(screen.getByText("Delete “Call the printer”?")).toBeTruthy();
    expect(
      screen.getByText("The task is removed for everyone in the team. This cannot be undone."),
    ).toBeTruthy();
    const confirm = () => screen.getByRole("button", { name: "Delete" });
    fireEvent.press(confirm());
    fireEvent.press(confirm());
    await waitFor(() => expect(confirm()).toBeDisabled());
    expect(screen.getByRole("button", { name: "Save changes" })).toBeDisabled();
    answer();
    await waitFor(() => expect(confirm()).toBeEnabled());
    expect(api.calls.filter((call) => call.path === "tasks.delete")).toHaveLength(1);
  });

  it("offers the tag filter only once the team has tags", async () => {
    fakeApi(lists([task("Write the report")]));
    const first = renderApp(<Tasks />);
    expect(await screen.findByText("Write the report")).toBeTruthy();
    expect(screen.getByLabelText("Status")).toBeTruthy();
    expect(screen.queryByLabelText("Tag")).toBeNull();
    first.unmount();

    fakeApi({
      ...lists([task("Write the report")]),
      "tasks.tag.list": () => [{ id: "tag-1", name: "Design", color: "red" }],
    });
    renderApp(<Tasks />);
    expect(await screen.findByLabelText("Tag")).toBeTruthy();
    expect(screen.getByRole("radio", { name: "Design" })).toBeTruthy();
  });

  it("gives a new tag the next colour of the web's palette", async () => {
    const tags = [
      { id: "tag-1", name: "Urgent", color: "gray" },
      { id: "tag-2", name: "Design", color: "red" },
    ];
    const api = fakeApi({
      ...lists([]),
      "tasks.tag.list": () => tags,
      "tasks.tag.create": (input) => ({ id: "tag-3", ...(input as { name: string }) }),
    });
    renderApp(<TaskEditor />);
    expect(await screen.findByText("Design")).toBeTruthy();
    fireEvent.changeText(screen.getByLabelText("Name of the new tag"), "Billing");
    fireEvent.press(screen.getByRole("button", { name: "Add tag" }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.path === "tasks.tag.create")?.input).toMatchObject({
        name: "Billing",
        color: "orange",
      }),
    );
  });

  it("shows a new task at once; refused at the plan limit, it opens again as typed with the reason", async () => {
    const limit =
      "Your plan allows 20 tasks. Delete tasks or ask an owner of the team to upgrade its plan.";
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    fakeApi({
      ...lists([task("Existing task")]),
      "tasks.create": async () => {
        await answered;
        throw new Refusal("FORBIDDEN", limit, "tasks.errors.limitMember");
      },
    });
    jest.mocked(router.push).mockClear();
    await createBesideTheList("One task too many");
    expect(await screen.findByText("One task too many")).toBeTruthy();
    answer();
    await waitFor(() => expect(router.push).toHaveBeenCalledWith("/tasks/new"));
    await waitFor(() => expect(screen.queryByText("One task too many")).toBeNull());
    expect(screen.getByText("Existing task")).toBeTruthy();
    // Said once, in the editor opened again: not in the flash banner as well.
    expect(screen.queryByText(limit)).toBeNull();

    renderApp(<TaskEditor />);
    expect(await screen.findByText(limit)).toBeTruthy();
    expect(screen.getByLabelText("Title").props.value).toBe("One task too many");
    // Shown once: the next new task starts empty.
    renderApp(<TaskEditor />);
    expect(screen.getByLabelText("Title").props.value).toBe("");
    expect(screen.queryByText(limit)).toBeNull();
  });

  it("leaves the editor for the list when there is no screen to go back to (a link, a reload)", async () => {
    fakeApi({
      ...lists([task("Existing task")]),
      "tasks.create": (input) => task("From a link", input as Partial<TaskView>),
    });
    jest.mocked(router.canGoBack).mockReturnValueOnce(false);
    jest.mocked(router.back).mockClear();
    jest.mocked(router.replace).mockClear();
    await createBesideTheList("From a link");
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith("/tasks"));
    expect(router.back).not.toHaveBeenCalled();
  });

  it("opens a new task only once the server has created it", async () => {
    const items = [task("Existing task")];
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    jest.mocked(router.push).mockClear();
    fakeApi({
      ...lists(items),
      "tasks.list": () => ({ items, total: items.length, page: 1, pageSize: 50 }),
      "tasks.create": async (input) => {
        await answered;
        const created = task("Call the printer", input as Partial<TaskView>);
        items.unshift(created);
        return created;
      },
    });
    await createBesideTheList("Call the printer");
    const row = () => screen.getByRole("button", { name: "Open “Call the printer”, To do" });
    await waitFor(() => expect(row()).toBeDisabled());
    fireEvent.press(row());
    expect(router.push).not.toHaveBeenCalled();
    answer();
    await waitFor(() => expect(row()).toBeEnabled());
    fireEvent.press(row());
    expect(router.push).toHaveBeenCalledWith(`/tasks/${items[0]?.id}`);
  });

  it("saves only what the edit changed, so others' changes meanwhile are kept", async () => {
    const saved = task("Call the printer");
    const sent: unknown[] = [];
    fakeApi({
      ...lists([saved]),
      "tasks.update": (input) => {
        sent.push(input);
        return { ...saved, title: "Call the printer back" };
      },
    });
    renderApp(<TaskEditor task={saved} />);
    fireEvent.changeText(screen.getByLabelText("Title"), "Call the printer back");
    fireEvent.press(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ teamId: TEAM, taskId: saved.id, title: "Call the printer back" });
  });

  it("shows an edit on the board opened while the edit was on its way", async () => {
    const saved = task("Call the printer");
    const stored = { title: saved.title };
    let answerUpdate: () => void = () => {};
    const updated = new Promise<void>((resolve) => (answerUpdate = resolve));
    let answerBoard: () => void = () => {};
    const boardRead = new Promise<void>((resolve) => (answerBoard = resolve));
    let boardReads = 0;
    fakeApi({
      ...lists([saved]),
      "tasks.update": async (input) => {
        await updated;
        stored.title = (input as { title: string }).title;
        return { ...saved, ...stored };
      },
      "tasks.boardCards": async () => {
        boardReads += 1;
        // The first read happens on the server before the edit is saved.
        const title = stored.title;
        if (boardReads === 1) await boardRead;
        const column = (status: TaskView["status"], tasks: TaskView[]) => ({
          status,
          tasks,
          total: tasks.length,
        });
        return {
          columns: [
            column("todo", [{ ...saved, title }]),
            column("in_progress", []),
            column("done", []),
          ],
        };
      },
    });
    let openBoard = () => {};
    function Screens() {
      const [isBoard, setIsBoard] = useState(false);
      openBoard = () => setIsBoard(true);
      return isBoard ? <Board /> : <TaskEditor task={saved} />;
    }
    renderApp(<Screens />);
    fireEvent.changeText(screen.getByLabelText("Title"), "Call the printer back");
    fireEvent.press(screen.getByRole("button", { name: "Save changes" }));
    act(() => openBoard());
    await waitFor(() => expect(boardReads).toBe(1));
    answerUpdate();
    await waitFor(() => expect(stored.title).toBe("Call the printer back"));
    answerBoard();
    expect(await screen.findByText("Call the printer back")).toBeTruthy();
  });
});
