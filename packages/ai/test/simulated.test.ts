import { getEventListeners } from "node:events";

import { describe, expect, it, vi } from "vitest";

import { aiMessages, eq, tasks } from "@teamkit/db";
import { useTestDatabase } from "@teamkit/db/testing";

import {
  appendMessage,
  createAssistantModel,
  createConversation,
  loadMessages,
  readAiConfig,
  streamAssistantAnswer,
} from "../src";
import { decideForUserMessage, decideTurn, simulatedFetch } from "../src/simulated";
import { readUiChunks, streamedText } from "../src/testing";
import { team } from "./support/world";

const database = useTestDatabase();

const config = readAiConfig({ AI_SIMULATED_DELAY_MS: "0" }, true);
const model = createAssistantModel(config);

async function ask(text: string, locale: "en" | "de" = "en") {
  const world = await team(database.db);
  const actor = world.member;
  const conversationId = await createConversation(database.db, world.id, actor.userId, text);
  const parts = [{ type: "text" as const, text }];
  await appendMessage(database.db, conversationId, { role: "user", parts });
  const history = await loadMessages(database.db, world.id, actor.userId, conversationId);
  if (!model) throw new Error("no model");
  const response = await streamAssistantAnswer({
    db: database.db,
    actor,
    team: world,
    locale,
    model,
    conversationId,
    history,
    usage: { used: 1, limit: 20, shared: true },
  });
  const chunks = await readUiChunks(response);
  // The answer is stored when the stream ends; wait for it.
  const stored = await vi.waitFor(
    async () => {
      const messages = await loadMessages(database.db, world.id, actor.userId, conversationId);
      expect(messages).toHaveLength(2);
      return messages;
    },
    { timeout: 5_000, interval: 20 },
  );
  return { world, chunks, stored, text: streamedText(chunks) };
}

describe("the simulated model's decisions", () => {
  it.each([
    ["create a task Buy milk", "createTask", { title: "Buy milk" }],
    ["Please add a new task: “Call Anna”", "createTask", { title: "Call Anna" }],
    ["Erstelle eine Aufgabe Milch kaufen", "createTask", { title: "Milch kaufen" }],
    ["Lege bitte eine Aufgabe Steuer machen an", "createTask", { title: "Steuer machen" }],
    ["show my open tasks", "listTasks", { status: "open", limit: 5 }],
    ["Zeige meine offenen Aufgaben", "listTasks", { status: "open", limit: 5 }],
    ["which tasks are done?", "listTasks", { status: "done", limit: 5 }],
    ["search tasks for milk", "searchTasks", { query: "milk", limit: 5 }],
    ["Suche Aufgaben zu Milch", "searchTasks", { query: "Milch", limit: 5 }],
  ])("%s → %s", (text, name, input) => {
    expect(decideForUserMessage(text, "en")).toEqual({
      kind: "toolCalls",
      calls: [{ name, input }],
    });
  });

  it("explains what it can do otherwise, in the user's language", () => {
    const en = decideForUserMessage("hello there", "en");
    const de = decideForUserMessage("Hallo, was kannst du?", "en");
    expect(en.kind === "text" && en.text).toContain("I can create tasks");
    expect(de.kind === "text" && de.text).toContain("Ich kann Aufgaben anlegen");
  });
});

describe("the simulated model through the real provider and UI stream", () => {
  it("creates the task in the member's team and says so; the answer is stored", async () => {
    const { world, chunks, stored, text } = await ask("create a task Buy milk");
    const rows = await database.db.select().from(tasks).where(eq(tasks.teamId, world.id));
    expect(rows.map((row) => [row.title, row.createdById])).toEqual([
      ["Buy milk", world.member.userId],
    ]);
    expect(text).toBe("I created the task “Buy milk”.");
    const start = chunks.find((chunk) => chunk.type === "start");
    expect(start?.messageMetadata).toMatchObject({ usage: { used: 1, limit: 20 } });
    expect(chunks.some((chunk) => chunk.type === "tool-output-available")).toBe(true);
    expect(stored.map((message) => message.role)).toEqual(["user", "assistant"]);
    const toolPart = stored[1]?.parts.find((part) => part.type === "tool-createTask");
    expect(toolPart).toMatchObject({
      state: "output-available",
      output: { task: { title: "Buy milk" } },
    });
  });

  it("answers German phrasing in German", async () => {
    const { world, text } = await ask("Erstelle eine Aufgabe Milch kaufen", "de");
    const rows = await database.db
      .select({ title: tasks.title })
      .from(tasks)
      .where(eq(tasks.teamId, world.id));
    expect(rows).toEqual([{ title: "Milch kaufen" }]);
    expect(text).toBe("Ich habe die Aufgabe „Milch kaufen“ erstellt.");
  });

  it("lists open tasks with the list tool", async () => {
    const first = await ask("show my open tasks");
    expect(first.text).toBe("You have no open tasks.");
    expect(first.chunks.find((chunk) => chunk.type === "tool-input-available")).toMatchObject({
      toolName: "listTasks",
      input: { status: "open", limit: 5 },
    });
  });

  it("counts listed tasks in German as German declines them", () => {
    const answer = (status: string, titles: string[]) =>
      decideTurn(
        [
          { role: "user", content: "Zeige meine Aufgaben" },
          {
            role: "assistant",
            tool_calls: [
              { id: "c1", function: { name: "listTasks", arguments: JSON.stringify({ status }) } },
            ],
          },
          {
            role: "tool",
            tool_call_id: "c1",
            content: JSON.stringify({
              tasks: titles.map((title) => ({ title })),
              total: titles.length,
            }),
          },
        ],
        "de",
      );
    expect(answer("open", ["Milch"])).toEqual({
      kind: "text",
      text: "Du hast 1 offene Aufgabe: „Milch“.",
    });
    expect(answer("done", ["A", "B"])).toMatchObject({
      text: "Du hast 2 erledigte Aufgaben: „A“, „B“.",
    });
    expect(answer("open", [])).toMatchObject({ text: "Du hast keine offenen Aufgaben." });
  });

  it("points to a failed step's reason instead of repeating it", () => {
    const failed = (language: "en" | "de") =>
      decideTurn(
        [
          {
            role: "user",
            content: language === "de" ? "Erstelle eine Aufgabe Demo" : "create a task Demo",
          },
          {
            role: "assistant",
            tool_calls: [
              {
                id: "c1",
                function: { name: "createTask", arguments: JSON.stringify({ title: "Demo" }) },
              },
            ],
          },
          {
            role: "tool",
            tool_call_id: "c1",
            content: JSON.stringify({ error: "Your plan allows 100 tasks." }),
          },
        ],
        language,
      );
    expect(failed("en")).toEqual({
      kind: "text",
      text: "I could not do that; the reason is shown above.",
    });
    expect(failed("de")).toEqual({
      kind: "text",
      text: "Das konnte ich nicht erledigen, der Grund steht oben.",
    });
  });

  it("streams word by word and is deterministic", async () => {
    const a = await ask("what can you do?");
    const b = await ask("what can you do?");
    expect(a.text).toBe(b.text);
    const deltas = a.chunks.filter((chunk) => chunk.type === "text-delta");
    expect(deltas.length).toBeGreaterThan(10);
    const [row] = await database.db
      .select({ status: aiMessages.status })
      .from(aiMessages)
      .where(eq(aiMessages.id, a.stored[1]?.id ?? ""));
    expect(row?.status).toBe("complete");
  });
});

describe("the simulated backend", () => {
  it("streams word by word without leaving a listener on the request's signal per word", async () => {
    const controller = new AbortController();
    const fetch = simulatedFetch({ delayMs: 1 });
    const response = await fetch("http://sim/v1/chat/completions", {
      method: "POST",
      body: JSON.stringify({
        stream: true,
        messages: [{ role: "user", content: "tell me something long about teams and tasks" }],
      }),
      signal: controller.signal,
    });
    const body = await response.text();
    expect(body.split("data: ").length).toBeGreaterThan(12);
    expect(getEventListeners(controller.signal, "abort")).toHaveLength(0);
  });
});
