import type { ReactNode } from "react";

import { act, fireEvent, screen, waitFor } from "@testing-library/react-native";
import { useLocalSearchParams } from "expo-router";
import { openBrowserAsync } from "expo-web-browser";
import { useState } from "react";
import { AppState, Pressable, Text } from "react-native";

import TaskScreen from "../src/app/(signed-in)/tasks/[id]";
import Tasks from "../src/app/(signed-in)/tasks/index";
import Team from "../src/app/(signed-in)/team";
import { OfflineBanner } from "../src/components/offline-banner";
import { network } from "../src/lib/network";
import { offlineCache, useCacheRestored } from "../src/lib/offline-cache";
import { session } from "../src/lib/session";
import { fakeApi, UNAUTHORIZED } from "./fake-api";
import { files, keychain } from "./keychain";
import { renderApp, signedIn } from "./render";
import { task } from "./task";

const TEAM = "00000000-0000-4000-8000-00000000000a";
const USER = "00000000-0000-4000-8000-0000000000u1";
const COPY = `teamkit.cache.${USER}.json`;
const OFFLINE = "You are offline. Nothing was changed: try again when you are back online.";

const report = task("Write the report");

const taskServer = {
  "tasks.list": () => ({ items: [report], total: 1, page: 1, pageSize: 50 }),
  "tasks.tag.list": () => [],
  "team.member.list": () => [],
  "team.list": () => [{ id: TEAM, name: "Acme", slug: "acme", role: "owner" }],
};

/** As the signed-in layout does: screens wait for the offline copy. */
function Restored({ children }: { children: ReactNode }) {
  return useCacheRestored() ? children : null;
}

/** The task list as the signed-in layout shows it, once the offline copy is restored. */
function renderRestoredTasks() {
  return renderApp(
    <Restored>
      <Tasks />
    </Restored>,
  );
}

function unreachable() {
  global.fetch = jest.fn(() =>
    Promise.reject(new TypeError("Network request failed")),
  ) as typeof global.fetch;
}

/** The list, then the task's screen in the same app (the same cache), as a tap on its row does. */
function ListThenTask() {
  const [isTaskOpen, setIsTaskOpen] = useState(false);
  if (isTaskOpen) return <TaskScreen />;
  return (
    <>
      <Pressable accessibilityRole="button" onPress={() => setIsTaskOpen(true)}>
        <Text>Open the task</Text>
      </Pressable>
      <Tasks />
    </>
  );
}

/**
 * Loads the list online and opens its task offline (shown from the list's copy, without an error).
 * Returns how the device comes back: a server that has the task edited elsewhere, then reachable.
 */
async function openListedTaskOffline() {
  fakeApi({ ...taskServer, "tasks.get": () => report });
  const { queryClient } = renderApp(<ListThenTask />);
  expect(await screen.findByText("Write the report", {}, { timeout: 5000 })).toBeTruthy();

  unreachable();
  jest.mocked(useLocalSearchParams).mockReturnValue({ id: report.id });
  fireEvent.press(screen.getByRole("button", { name: "Open the task" }));
  expect(await screen.findByDisplayValue("Write the report", {}, { timeout: 5000 })).toBeTruthy();
  expect(screen.queryByText(/Could not reach the server/)).toBeNull();
  const backOnline = (answered: Promise<unknown> = Promise.resolve()) => {
    const api = fakeApi({
      ...taskServer,
      "tasks.get": async () => {
        await answered;
        return { ...report, title: "Edited elsewhere" };
      },
    });
    act(() => network.reached());
    return api;
  };
  return { backOnline, queryClient };
}

// The list's first render loads React Native's list modules, seconds on a busy machine with a cold
// transform cache. Here it is done outside the tests, whose waits (after the restore) would count it.
beforeAll(async () => {
  await signedIn(TEAM);
  fakeApi(taskServer);
  renderApp(<Tasks />).unmount();
}, 60_000);

beforeEach(async () => {
  keychain.set("teamkit.user", USER);
  await signedIn(TEAM);
});

describe("the offline copy", () => {
  it("keeps the last-loaded tasks per user, without the token, and shows them offline", async () => {
    fakeApi(taskServer);
    const online = renderRestoredTasks();
    expect(await screen.findByText("Write the report", {}, { timeout: 5000 })).toBeTruthy();
    await offlineCache.flush();
    const copy = files.get(COPY) ?? "";
    expect(copy).toContain("Write the report");
    expect(copy).not.toContain("mobile-token");
    online.unmount();

    unreachable();
    renderApp(
      <Restored>
        <OfflineBanner />
        <Tasks />
      </Restored>,
    );
    expect(await screen.findByText("Write the report", {}, { timeout: 5000 })).toBeTruthy();
    expect(
      await screen.findByText(
        "You are offline. You see what was loaded last; changes are possible again once you are back online.",
      ),
    ).toBeTruthy();
  });

  it("is written at once when the app leaves the screen, not a second later", async () => {
    fakeApi(taskServer);
    renderRestoredTasks();
    expect(await screen.findByText("Write the report", {}, { timeout: 5000 })).toBeTruthy();
    files.delete(COPY);
    const calls = (AppState.addEventListener as jest.Mock).mock.calls as [
      string,
      (state: string) => void,
    ][];
    const [, onChange] = calls.at(-1) ?? [];
    await act(() => Promise.resolve(onChange?.("background")));
    expect(files.get(COPY) ?? "").toContain("Write the report");
  });

  it("asks the server again with Check again, and the banner goes once it answers", async () => {
    unreachable();
    const { queryClient } = renderApp(
      <>
        <OfflineBanner />
        <Tasks />
      </>,
    );
    const checkAgain = await screen.findByRole(
      "button",
      { name: "Check again" },
      { timeout: 5000 },
    );
    // The failed load is over (the tests' client never retries): only the press asks again.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    const api = fakeApi(taskServer);
    fireEvent.press(checkAgain);
    await waitFor(() => expect(api.calls.some((call) => call.path === "tasks.list")).toBe(true));
    expect(await screen.findByText("Write the report", {}, { timeout: 5000 })).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId("offline-banner")).toBeNull());
  });

  it("opens a listed task offline as the list last loaded it, and loads it again once back online", async () => {
    const { backOnline } = await openListedTaskOffline();
    const api = backOnline();
    expect(await screen.findByDisplayValue("Edited elsewhere", {}, { timeout: 5000 })).toBeTruthy();
    expect(api.calls.some((call) => call.path === "tasks.get")).toBe(true);
  });

  it("keeps what was typed offline when the task loads again", async () => {
    const { backOnline, queryClient } = await openListedTaskOffline();
    fireEvent.changeText(screen.getByLabelText("Title"), "Typed offline");
    let answer = () => {};
    const api = backOnline(new Promise<void>((resolve) => (answer = resolve)));
    await waitFor(() => expect(api.calls.some((call) => call.path === "tasks.get")).toBe(true));
    // While the task loads again, the editor stays, with what was typed.
    expect(screen.getByDisplayValue("Typed offline")).toBeTruthy();
    // The answer, and the renders after it.
    answer();
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.getByDisplayValue("Typed offline")).toBeTruthy();
    expect(screen.queryByDisplayValue("Edited elsewhere")).toBeNull();
  });

  it("is wiped on sign-out", async () => {
    files.set(COPY, "{}");
    await session.end("signedOut");
    expect(files.has(COPY)).toBe(false);
    expect(keychain.has("teamkit.user")).toBe(false);
  });

  it("is wiped when the server answers that the session was revoked", async () => {
    fakeApi(taskServer);
    const first = renderRestoredTasks();
    await screen.findByText("Write the report", {}, { timeout: 5000 });
    await offlineCache.flush();
    expect(files.has(COPY)).toBe(true);
    first.unmount();

    fakeApi({
      ...taskServer,
      "tasks.list": () => {
        throw UNAUTHORIZED;
      },
    });
    await session.load();
    renderRestoredTasks();
    await waitFor(() => expect(session.get()).toEqual({ status: "signedOut", reason: "expired" }));
    expect(files.has(COPY)).toBe(false);
  });
});

describe("the team screen", () => {
  const teamServer = (role: "owner" | "member") => ({
    "team.list": () => [{ id: TEAM, name: "Acme", slug: "acme", role }],
    "user.me": () => ({ id: USER, name: "Olivia", email: "olivia@example.com" }),
    "team.member.list": () => [
      { userId: USER, name: "Olivia", email: "olivia@example.com", role: "owner" },
      { userId: "u2", name: "Max", email: "max@example.com", role: "member" },
    ],
    "team.invitation.list": () => [],
    "billing.get": () => ({ subscription: null, trialAvailable: true, canManage: false }),
  });

  it("shows members and the plan read-only to a member, offering neither billing nor invitations", async () => {
    fakeApi(teamServer("member"));
    renderApp(<Team />);
    expect(await screen.findByText("Olivia (You)")).toBeTruthy();
    expect(screen.getByText("Max")).toBeTruthy();
    expect(screen.getByText("Your team is on the Free plan.")).toBeTruthy();
    expect(await screen.findByText("Only owners of the team can invite members.")).toBeTruthy();
    expect(screen.getByText("Only owners of the team can change the plan.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Invite" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Manage billing on the web" })).toBeNull();
  });

  it("says nothing about owners while the role loads, then offers an owner billing on the web", async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const server = teamServer("owner");
    fakeApi({
      ...server,
      "team.list": async () => {
        await answered;
        return server["team.list"]();
      },
    });
    renderApp(<Team />);
    expect(await screen.findByText("Active members")).toBeTruthy();
    expect(screen.queryByText("Only owners of the team can invite members.")).toBeNull();
    expect(screen.queryByText("Only owners of the team can change the plan.")).toBeNull();
    answer();
    fireEvent.press(await screen.findByRole("button", { name: "Manage billing on the web" }));
    expect(openBrowserAsync).toHaveBeenCalledWith("http://localhost:3000/en/t/acme?to=billing");
    expect(screen.getByText("Plans and payments are changed on the web.")).toBeTruthy();
  });

  it("shows the team's invitations as the web does: who invited, until when, or expired", async () => {
    const sent = (email: string, invitedByName: string | null, isExpired: boolean) => ({
      id: email,
      email,
      role: "member" as const,
      invitedByName,
      expiresAt: new Date("2030-01-15T12:00:00Z"),
      isExpired,
    });
    const server = {
      ...teamServer("owner"),
      "team.invitation.list": () => [
        sent("ada@example.com", "Olivia", false),
        sent("bob@example.com", null, true),
      ],
    };
    fakeApi(server);
    const english = renderApp(<Team />);
    expect(await screen.findByText("Invited by Olivia · Expires Jan 15, 2030")).toBeTruthy();
    expect(screen.getByText("Invited by a former member · expired")).toBeTruthy();
    english.unmount();

    fakeApi(server);
    renderApp(<Team />, "de");
    expect(await screen.findByText("Eingeladen von Olivia · Gültig bis 15.01.2030")).toBeTruthy();
    expect(screen.getByText("Eingeladen von einem früheren Mitglied · abgelaufen")).toBeTruthy();
  });

  it("lets an owner invite by address and role; a bad address is refused before sending", async () => {
    const api = fakeApi({
      ...teamServer("owner"),
      "team.invitation.create": () => ({ id: "i1" }),
    });
    renderApp(<Team />);
    fireEvent.changeText(await screen.findByLabelText("Email"), "not an address");
    fireEvent.press(await screen.findByRole("button", { name: "Invite" }));
    expect(await screen.findByText("Invalid email")).toBeTruthy();
    expect(api.calls.some((call) => call.path === "team.invitation.create")).toBe(false);

    fireEvent.changeText(screen.getByLabelText("Email"), "new@example.com");
    fireEvent.press(screen.getByRole("radio", { name: "Owner" }));
    fireEvent.press(screen.getByRole("button", { name: "Invite" }));
    expect(await screen.findByText("Member invited. The member has been invited.")).toBeTruthy();
    expect(api.calls.find((call) => call.path === "team.invitation.create")?.input).toEqual({
      teamId: TEAM,
      email: "new@example.com",
      role: "owner",
    });
  });

  it("offline, an invitation is refused with a message and never sent", async () => {
    const api = fakeApi(teamServer("owner"));
    renderApp(<Team />);
    fireEvent.changeText(await screen.findByLabelText("Email"), "new@example.com");
    await screen.findByRole("button", { name: "Invite" });
    network.failed(new TypeError("Network request failed"));
    fireEvent.press(screen.getByRole("button", { name: "Invite" }));
    expect(await screen.findByText(`Could not invite member: ${OFFLINE}`)).toBeTruthy();
    expect(api.calls.some((call) => call.path === "team.invitation.create")).toBe(false);
  });
});
