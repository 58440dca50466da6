import { fireEvent, screen, waitFor } from "@testing-library/react-native";
import { router, useLocalSearchParams } from "expo-router";
import { openBrowserAsync } from "expo-web-browser";
import { FlatList } from "react-native";

import Conversation from "../src/app/(signed-in)/assistant/[id]";
import Conversations from "../src/app/(signed-in)/assistant/index";
import { applyChunk, splitEvents } from "../src/features/assistant/stream";
import { network } from "../src/lib/network";
import { fakeChat, sse } from "./assistant-stream";
import { fakeApi, refuse } from "./fake-api";
import { keychain } from "./keychain";
import { renderApp, signedIn } from "./render";

const TEAM = "00000000-0000-4000-8000-00000000000a";
const CONVERSATION = "00000000-0000-4000-8000-0000000000c1";

function server(
  role: "owner" | "member",
  usage = { used: 3, limit: 20, shared: true },
  handlers: Parameters<typeof fakeApi>[0] = {},
) {
  return fakeApi({
    "team.list": () => [{ id: TEAM, name: "Acme", slug: "acme", role }],
    "ai.usage": () => ({ ...usage, month: "2026-11", model: { kind: "simulated", name: "x" } }),
    "ai.conversation.list": () => [],
    "ai.conversation.stopReply": () => ({ ok: true }),
    ...handlers,
  });
}

/** Where the app keeps the stop reports the server has not received yet. */
const KEPT_STOPS = "teamkit.stopReports";

const start = (usage = { used: 4, limit: 20, shared: true }) => ({
  type: "start",
  messageId: "answer-1",
  messageMetadata: { conversationId: CONVERSATION, usage },
});

beforeEach(async () => {
  await signedIn(TEAM);
  jest.mocked(useLocalSearchParams).mockReturnValue({ id: "new" });
});

describe("the answer's stream", () => {
  it("keeps an event that is still arriving for the next read", () => {
    const { chunks, rest } = splitEvents(
      'data: {"type":"text-start","id":"t"}\n\ndata: {"type":"text-delta","id":"t","del',
    );
    expect(chunks).toEqual([{ type: "text-start", id: "t" }]);
    expect(splitEvents(`${rest}ta":"Hi"}\n\ndata: [DONE]\n\n`).chunks).toEqual([
      { type: "text-delta", id: "t", delta: "Hi" },
    ]);
  });

  it("builds text and tool parts in the stored messages' shape", () => {
    const chunks = [
      start(),
      { type: "text-start", id: "t" },
      { type: "text-delta", id: "t", delta: "Hel" },
      { type: "text-delta", id: "t", delta: "lo" },
      { type: "tool-input-start", toolCallId: "c1", toolName: "createTask" },
      { type: "tool-input-available", toolCallId: "c1", toolName: "createTask", input: {} },
      { type: "tool-output-available", toolCallId: "c1", output: { task: { id: "x" } } },
    ];
    const message = chunks.reduce(applyChunk, { id: "", role: "assistant", parts: [] });
    expect(message).toMatchObject({
      id: "answer-1",
      metadata: { conversationId: CONVERSATION },
      parts: [
        { type: "text", text: "Hello" },
        {
          type: "tool-createTask",
          toolCallId: "c1",
          state: "output-available",
          output: { task: { id: "x" } },
        },
      ],
    });
  });
});

describe("the assistant's chat", () => {
  it("streams an answer with the Bearer session, and Stop keeps what arrived", async () => {
    const api = server("member");
    const chat = fakeChat(() => ({
      body: sse([
        start(),
        { type: "text-start", id: "t" },
        { type: "text-delta", id: "t", delta: "I can look up tasks" },
      ]),
      open: true,
    }));
    renderApp(<Conversation />);
    expect(
      await screen.findByText("3 of 20 messages this month, shared by your teams on the Free plan"),
    ).toBeTruthy();
    fireEvent.changeText(screen.getByLabelText("Message to the assistant"), "What can you do?");
    fireEvent.press(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByText("I can look up tasks")).toBeTruthy();
    // The reply's metadata brings the usage after this message and the new conversation's id.
    expect(await screen.findByText(/^4 of 20 messages/)).toBeTruthy();
    expect(router.setParams).toHaveBeenCalledWith({ id: CONVERSATION });

    fireEvent.press(screen.getByRole("button", { name: "Stop" }));
    expect(await screen.findByText("Stopped.")).toBeTruthy();
    expect(screen.getByText("I can look up tasks")).toBeTruthy();
    // The server went on after the Stop: it is told what this screen showed, to keep no more.
    await waitFor(() =>
      expect(api.calls.find((call) => call.path === "ai.conversation.stopReply")).toMatchObject({
        input: {
          teamId: TEAM,
          id: CONVERSATION,
          messageId: "answer-1",
          shown: { text: "I can look up tasks".length, tools: 0 },
        },
        headers: { authorization: "Bearer mobile-token" },
      }),
    );
    expect(screen.getByRole("button", { name: "Send" })).toBeTruthy();
    expect(chat.requests).toHaveLength(1);
    expect(chat.requests[0]?.headers.authorization).toBe("Bearer mobile-token");
    expect(chat.requests[0]?.body).toMatchObject({
      teamId: TEAM,
      conversationId: null,
      message: { role: "user", parts: [{ type: "text", text: "What can you do?" }] },
    });
  });

  it("shows a created task as a card that opens it in the app", async () => {
    server("member");
    fakeChat(() => ({
      body: sse([
        start(),
        { type: "tool-input-start", toolCallId: "c1", toolName: "createTask" },
        {
          type: "tool-output-available",
          toolCallId: "c1",
          output: { task: { id: "task-1", title: "Prepare the demo", status: "todo" } },
        },
        { type: "finish" },
      ]),
    }));
    renderApp(<Conversation />);
    fireEvent.press(await screen.findByRole("button", { name: "Create a task: prepare the demo" }));
    // The local simulated model answers: said as on the web.
    expect(screen.getByTestId("ai-model")).toHaveTextContent(
      "Simulated model — runs locally, no AI provider configured",
    );
    expect(await screen.findByText("Task created")).toBeTruthy();
    fireEvent.press(screen.getByRole("link", { name: "Open “Prepare the demo”" }));
    expect(router.push).toHaveBeenCalledWith("/tasks/task-1");
  });

  it("at the quota: the web's notice, sending off; an owner may open Billing on the web", async () => {
    server("owner", { used: 20, limit: 20, shared: false });
    renderApp(<Conversation />);
    expect(
      await screen.findByText("You have used all your AI messages for this month"),
    ).toBeTruthy();
    expect(
      screen.getByText("Upgrade the team's plan for more messages, or wait until next month."),
    ).toBeTruthy();
    expect(screen.getByText("20 of 20 messages this month")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Send" })).toBeDisabled();
    fireEvent.press(screen.getByRole("button", { name: "Go to Billing" }));
    expect(openBrowserAsync).toHaveBeenCalledWith("http://localhost:3000/en/t/acme?to=billing");
  });

  it("a member who reaches the quota while sending is told to ask an owner", async () => {
    server("member", { used: 19, limit: 20, shared: true });
    fakeChat(() => ({
      status: 429,
      body: JSON.stringify({
        error: {
          message: "You have used all 20 assistant messages of your plan this month.",
          messageKey: "ai.errors.quotaReached",
          quota: { used: 20, limit: 20 },
        },
      }),
    }));
    renderApp(<Conversation />);
    fireEvent.changeText(await screen.findByLabelText("Message to the assistant"), "Hello");
    fireEvent.press(screen.getByRole("button", { name: "Send" }));
    expect(
      await screen.findByText("You have used all 20 assistant messages of your plan this month."),
    ).toBeTruthy();
    expect(
      screen.getByText(
        "Ask an owner of your team to upgrade the plan for more messages, or wait until next month.",
      ),
    ).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Go to Billing" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Try again" })).toBeNull();
  });

  it("offline, a message is refused with the offline text and never sent", async () => {
    server("member");
    const chat = fakeChat(() => ({ body: "" }));
    renderApp(<Conversation />);
    fireEvent.changeText(await screen.findByLabelText("Message to the assistant"), "Hello");
    network.failed(new TypeError("Network request failed"));
    fireEvent.press(screen.getByRole("button", { name: "Send" }));
    expect(
      await screen.findByText(
        "You are offline. Nothing was changed: try again when you are back online.",
      ),
    ).toBeTruthy();
    expect(chat.requests).toHaveLength(0);
  });
});

describe("the messages' end", () => {
  /** The log as a phone lays it out: its height, and where it is scrolled in how much content. */
  const layOut = (height: number) =>
    fireEvent(screen.getByLabelText("Messages"), "layout", {
      nativeEvent: { layout: { x: 0, y: 0, width: 320, height } },
    });
  const scrollTo = (y: number) =>
    fireEvent(screen.getByLabelText("Messages"), "scroll", {
      nativeEvent: {
        contentOffset: { x: 0, y },
        contentSize: { width: 320, height: 2000 },
        layoutMeasurement: { width: 320, height: 500 },
        zoomScale: 1,
      },
    });

  it("stays in view when the log shrinks and when a reply finishes, unless the user scrolled up", async () => {
    server("member");
    const scrolls = jest.spyOn(FlatList.prototype, "scrollToEnd").mockImplementation(() => {});
    let answer: () => void = () => {};
    const finished = new Promise<void>((resolve) => (answer = resolve));
    fakeChat(() => ({
      body: sse([
        start(),
        { type: "text-start", id: "t" },
        { type: "text-delta", id: "t", delta: "Here are your 30 open tasks" },
        { type: "finish" },
      ]),
    }));
    // The reply takes its time: the user scrolls meanwhile.
    const chatFetch = global.fetch;
    global.fetch = jest.fn(async (input: string, init?: RequestInit) => {
      if (input.includes("/api/ai/chat")) await finished;
      return chatFetch(input, init);
    }) as typeof global.fetch;
    renderApp(<Conversation />);
    const composer = await screen.findByLabelText("Message to the assistant");
    layOut(600);
    // The keyboard opens (or the composer grows): the end is kept in view.
    scrolls.mockClear();
    layOut(400);
    expect(scrolls).toHaveBeenCalled();

    // Scrolled up to read: the log stays where the user put it.
    scrollTo(0);
    scrolls.mockClear();
    layOut(450);
    expect(scrolls).not.toHaveBeenCalled();

    fireEvent.changeText(composer, "Show my open tasks");
    fireEvent.press(screen.getByRole("button", { name: "Send" }));
    await screen.findByRole("button", { name: "Stop" });
    scrollTo(0);
    scrolls.mockClear();
    answer();
    expect(await screen.findByText("Here are your 30 open tasks")).toBeTruthy();
    await waitFor(() => expect(scrolls).toHaveBeenCalled());
    // The usage above the log changes after the reply: the end stays in view.
    scrolls.mockClear();
    layOut(430);
    expect(scrolls).toHaveBeenCalled();
    scrolls.mockRestore();
  });
});

describe("a stop report that did not get through", () => {
  const stopCalls = (api: ReturnType<typeof server>) =>
    api.calls.filter((call) => call.path === "ai.conversation.stopReply");

  afterEach(() => jest.useRealTimers());

  it("is kept, and sent again once the server can be reached", async () => {
    // The tries' waits pass as fast as `waitFor` looks.
    jest.useFakeTimers();
    let isReachable = false;
    const api = server("member", undefined, {
      "ai.conversation.stopReply": () => {
        if (!isReachable) throw new TypeError("Network request failed");
        return { ok: true };
      },
    });
    fakeChat(() => ({
      body: sse([
        start(),
        { type: "text-start", id: "t" },
        { type: "text-delta", id: "t", delta: "I can" },
      ]),
      open: true,
    }));
    renderApp(<Conversation />);
    fireEvent.changeText(await screen.findByLabelText("Message to the assistant"), "Hi");
    fireEvent.press(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByText("I can")).toBeTruthy();
    fireEvent.press(screen.getByRole("button", { name: "Stop" }));
    await waitFor(() => expect(stopCalls(api)).toHaveLength(1));
    expect(keychain.get(KEPT_STOPS)).toContain("answer-1");

    // The next try, a second later, goes through: the app knows the server is back.
    isReachable = true;
    network.reset();
    await waitFor(() => expect(stopCalls(api)).toHaveLength(2));
    await waitFor(() => expect(keychain.has(KEPT_STOPS)).toBe(false));
    expect(stopCalls(api)[1]?.input).toEqual({
      teamId: TEAM,
      id: CONVERSATION,
      messageId: "answer-1",
      shown: { text: 5, tools: 0 },
    });
  });

  it("kept from an earlier start, goes when the conversation opens, which then shows the cut reply", async () => {
    keychain.set(
      KEPT_STOPS,
      JSON.stringify([
        { teamId: TEAM, id: CONVERSATION, messageId: "answer-1", shown: { text: 5, tools: 0 } },
      ]),
    );
    jest.mocked(useLocalSearchParams).mockReturnValue({ id: CONVERSATION });
    let isCut = false;
    const api = server("member", undefined, {
      "ai.conversation.get": () => ({
        id: CONVERSATION,
        title: "What can you do?",
        messages: [
          { id: "q-1", role: "user", parts: [{ type: "text", text: "What can you do?" }] },
          isCut
            ? {
                id: "answer-1",
                role: "assistant",
                parts: [{ type: "text", text: "I can" }],
                metadata: { status: "stopped" },
              }
            : {
                id: "answer-1",
                role: "assistant",
                parts: [{ type: "text", text: "I can look up tasks" }],
              },
        ],
      }),
      "ai.conversation.stopReply": () => {
        isCut = true;
        return { ok: true };
      },
    });
    renderApp(<Conversation />);
    expect(await screen.findByText("I can")).toBeTruthy();
    expect(screen.queryByText("I can look up tasks")).toBeNull();
    expect(screen.getByText("Stopped.")).toBeTruthy();
    expect(stopCalls(api)).toHaveLength(1);
    expect(keychain.has(KEPT_STOPS)).toBe(false);
  });
});

describe("a message that did not go", () => {
  const OFFLINE = "You are offline. Nothing was changed: try again when you are back online.";
  const answered = sse([
    start(),
    { type: "text-start", id: "t" },
    { type: "text-delta", id: "t", delta: "I can look up tasks" },
    { type: "finish" },
  ]);

  it("offline, stays in the composer; no earlier question is offered again or sent", async () => {
    server("member");
    const chat = fakeChat(() => ({ body: answered }));
    renderApp(<Conversation />);
    const composer = () => screen.getByLabelText("Message to the assistant");
    fireEvent.changeText(
      await screen.findByLabelText("Message to the assistant"),
      "What can you do?",
    );
    fireEvent.press(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByText("I can look up tasks")).toBeTruthy();
    expect(composer().props.value).toBe("");

    network.failed(new TypeError("Network request failed"));
    fireEvent.changeText(composer(), "And what else?");
    fireEvent.press(await screen.findByRole("button", { name: "Send" }));
    expect(await screen.findByText(OFFLINE)).toBeTruthy();
    expect(composer().props.value).toBe("And what else?");
    expect(screen.queryByRole("button", { name: "Try again" })).toBeNull();
    expect(screen.getByText("What can you do?")).toBeTruthy();
    expect(chat.requests).toHaveLength(1);
  });

  it("Try again sends the message that failed, and keeps it while offline", async () => {
    server("member");
    let isReachable = false;
    const chat = fakeChat(() => {
      if (!isReachable) throw new TypeError("Network request failed");
      return { body: answered };
    });
    renderApp(<Conversation />);
    fireEvent.changeText(await screen.findByLabelText("Message to the assistant"), "Hello");
    fireEvent.press(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByText("Hello")).toBeTruthy();
    fireEvent.press(await screen.findByRole("button", { name: "Try again" }));
    // The failed request left the app offline: refused at once, the message and its retry stay.
    expect(await screen.findByText(OFFLINE)).toBeTruthy();
    expect(screen.getByText("Hello")).toBeTruthy();

    isReachable = true;
    network.reset();
    fireEvent.press(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("I can look up tasks")).toBeTruthy();
    expect(screen.getAllByText("Hello")).toHaveLength(1);
    expect(chat.requests.map((request) => request.body.message.parts[0]?.text)).toEqual([
      "Hello",
      "Hello",
    ]);
  });
});

describe("a conversation that cannot be loaded", () => {
  it("that does not exist offers only a new conversation", async () => {
    jest.mocked(useLocalSearchParams).mockReturnValue({ id: CONVERSATION });
    server("member", undefined, {
      "ai.conversation.get": refuse(
        "NOT_FOUND",
        "This conversation does not exist.",
        "ai.errors.conversationNotFound",
      ),
    });
    renderApp(<Conversation />);
    expect(
      await screen.findByText(
        "The conversation could not be loaded. This conversation does not exist.",
      ),
    ).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Try again" })).toBeNull();
    fireEvent.press(screen.getByRole("button", { name: "New conversation" }));
    expect(router.replace).toHaveBeenCalledWith("/assistant/new");
  });

  it("out of reach, may be tried again", async () => {
    jest.mocked(useLocalSearchParams).mockReturnValue({ id: CONVERSATION });
    let isReachable = false;
    server("member", undefined, {
      "ai.conversation.get": () => {
        if (!isReachable) throw new TypeError("Network request failed");
        return { id: CONVERSATION, title: "Plan the launch", messages: [] };
      },
    });
    renderApp(<Conversation />);
    const retry = await screen.findByRole("button", { name: "Try again" });
    expect(screen.getByRole("button", { name: "New conversation" })).toBeTruthy();
    isReachable = true;
    network.reset();
    fireEvent.press(retry);
    expect(await screen.findByLabelText("Message to the assistant")).toBeTruthy();
  });
});

describe("conversations", () => {
  it("lists them, opens one and deletes one after confirming", async () => {
    let list = [
      { id: CONVERSATION, title: "Plan the launch", updatedAt: new Date() },
      { id: "c2", title: "Old chat", updatedAt: new Date() },
    ];
    const api = fakeApi({
      "team.list": () => [{ id: TEAM, name: "Acme", slug: "acme", role: "member" }],
      "ai.usage": () => ({
        used: 1,
        limit: 20,
        shared: true,
        month: "2026-11",
        model: { kind: "remote", name: "x" },
      }),
      "ai.conversation.list": () => list,
      "ai.conversation.delete": (input) => {
        list = list.filter(({ id }) => id !== (input as { id: string }).id);
        return { ok: true };
      },
    });
    renderApp(<Conversations />);
    expect(await screen.findByText("Plan the launch")).toBeTruthy();
    // A configured provider: no simulated-model label.
    expect(screen.queryByTestId("ai-model")).toBeNull();
    fireEvent.press(await screen.findByRole("button", { name: "Open “Plan the launch”" }));
    expect(router.push).toHaveBeenCalledWith(`/assistant/${CONVERSATION}`);
    fireEvent.press(screen.getByRole("button", { name: "Delete “Old chat”" }));
    expect(screen.getByText("Delete “Old chat”?")).toBeTruthy();
    // The confirmation's own button, below the list's rows.
    const [confirm] = screen.getAllByRole("button", { name: "Delete" }).slice(-1);
    if (!confirm) throw new Error("no confirmation");
    fireEvent.press(confirm);
    expect(await screen.findByText("Conversation deleted")).toBeTruthy();
    await waitFor(() => expect(screen.queryByText("Old chat")).toBeNull());
    expect(api.calls.find((call) => call.path === "ai.conversation.delete")?.input).toEqual({
      teamId: TEAM,
      id: "c2",
    });
  });
});
