import { fireEvent, screen, waitFor } from "@testing-library/react-native";

import type { TaskView } from "../src/lib/api";
import Tasks from "../src/app/(signed-in)/tasks/index";
import { FlashBanner } from "../src/components/flash-banner";
import { TaskEditor } from "../src/features/tasks/task-editor";
import { flash } from "../src/lib/flash";
import { session } from "../src/lib/session";
import { fakeApi, Refusal, UNAUTHORIZED } from "./fake-api";
import { keychain } from "./keychain";
import { renderApp } from "./render";

const TEAM = "00000000-0000-4000-8000-00000000000a";

function task(title: string, values: Partial<TaskView> = {}): TaskView {
  return {
    id: `00000000-0000-4000-8000-${String(title.length).padStart(12, "0")}`,
    title,
    description: null,
    status: "todo",
    priority: "none",
    dueDate: null,
    position: 1,
    assignee: null,
    tags: [],
    createdBy: null,
    createdAt: new Date(),
    updatedAt: new Date(),
    ...values,
  };
}

const lists = (items: TaskView[]) => ({
  "tasks.list": () => ({ items, total: items.length, page: 1, pageSize: 50 }),
  "tasks.tag.list": () => [],
  "team.member.list": () => [],
});

beforeEach(async () => {
  flash.clear();
  keychain.set("teamkit.session", "mobile-token");
  keychain.set("teamkit.team", TEAM);
  await session.load();
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
      "team.member.list",
    ]);
    expect(api.calls[0]?.headers.authorization).toBe("Bearer mobile-token");
    expect(api.calls.find((call) => call.path === "tasks.list")?.input).toMatchObject({
      teamId: TEAM,
    });
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

  it("checks a new task with the web's rules before calling the server", async () => {
    const api = fakeApi(lists([]));
    renderApp(<TaskEditor />);
    fireEvent.press(screen.getByRole("button", { name: "Create task" }));
    expect(await screen.findByText("Required")).toBeTruthy();
    expect(api.calls.some((call) => call.path === "tasks.create")).toBe(false);
  });

  it("shows a new task at once and takes it back with the server's message at the plan limit", async () => {
    const limit =
      "Your plan allows 20 tasks. Delete tasks or ask an owner of the team to upgrade its plan.";
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    fakeApi({
      ...lists([task("Existing task")]),
      "tasks.create": async () => {
        await answered;
        throw new Refusal("FORBIDDEN", 403, limit, "tasks.errors.limitMember");
      },
    });
    renderApp(
      <>
        <FlashBanner />
        <Tasks />
        <TaskEditor />
      </>,
    );
    expect(await screen.findByText("Existing task")).toBeTruthy();
    fireEvent.changeText(screen.getByLabelText("Title"), "One task too many");
    fireEvent.press(screen.getByRole("button", { name: "Create task" }));
    expect(await screen.findByText("One task too many")).toBeTruthy();
    answer();
    expect(await screen.findByText(limit)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText("One task too many")).toBeNull());
    expect(screen.getByText("Existing task")).toBeTruthy();
  });
});
