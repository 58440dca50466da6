import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { eq, tasks } from "@teamkit/db";
import { makeUser, useTestDatabase } from "@teamkit/db/testing";

import type { AssistantModel } from "../src";
import type { StubServer } from "./support/stub-server";
import { createAssistantModel, readAiConfig } from "../src";
import { stopAtFirstText } from "../src/testing";
import { converse } from "./support/answer";
import { reply, startStubServer } from "./support/stub-server";
import { team } from "./support/world";

/*
 * A remote model, played by a real HTTP server speaking OpenAI's streaming format, through the
 * real provider, streamText, the UI message stream and persistence.
 */

const database = useTestDatabase();
let stub: StubServer;
let model: AssistantModel;
/** The same endpoint with a 1-second silence limit, for the timeout cases. */
let impatient: AssistantModel;
beforeAll(async () => {
  stub = await startStubServer();
  const env = { AI_BASE_URL: stub.url, AI_API_KEY: "test-key", AI_MODEL: "stub-model" };
  const created = createAssistantModel(readAiConfig(env, false));
  const fast = createAssistantModel(readAiConfig({ ...env, AI_TIMEOUT_SECONDS: "1" }, false));
  if (!created || !fast) throw new Error("no model");
  model = created;
  impatient = fast;
});
afterAll(() => stub.close());

let world: Awaited<ReturnType<typeof team>>;
beforeEach(async () => {
  world = await team(database.db, "Stub Team");
});

function errorTexts(chunks: Record<string, unknown>[]): unknown[] {
  return chunks.filter((chunk) => chunk.type === "error").map((chunk) => chunk.errorText);
}

/** `world`'s member says `text` to the assistant; `options` may swap the model or add a locale. */
const say = (text: string, options: Partial<Parameters<typeof converse>[1]> = {}) =>
  converse(database.db, { model, team: world, actor: world.member, text, ...options });

describe("a remote model through the real stack", () => {
  it("streams the chunks in order, with the key, model, tools and system prompt it was given", async () => {
    stub.script(reply.text(["Hello", ", ", "world", "!"]));
    const result = await say("Hi");
    const deltas = result.chunks.filter((chunk) => chunk.type === "text-delta");
    expect(deltas.map((chunk) => chunk.delta)).toEqual(["Hello", ", ", "world", "!"]);
    expect(result.chunks[0]).toMatchObject({ type: "start" });
    expect(result.chunks.at(-1)).toMatchObject({ type: "finish" });
    const [request] = stub.requests;
    expect(request?.headers.authorization).toBe("Bearer test-key");
    expect(request?.body).toMatchObject({ model: "stub-model", stream: true });
    expect(request?.body.tools?.map((tool) => tool.function.name).sort()).toEqual([
      "createTask",
      "listTasks",
      "searchTasks",
    ]);
    const system = String(request?.body.messages[0]?.content);
    expect(system).toContain('"Stub Team"');
    expect(system).toContain(new Date().toISOString().slice(0, 10));
    expect(result.stored).toMatchObject({ status: "complete", errorKey: null });
    expect(result.messages.at(-1)?.parts).toContainEqual(
      expect.objectContaining({ type: "text", text: "Hello, world!" }),
    );
  });

  it("runs a createTask call in the member's team, sends the result back, and streams the summary", async () => {
    stub.script(
      reply.toolCall("createTask", { title: "Buy milk", priority: "high" }),
      reply.text(["Done."]),
    );
    const result = await say("Add Buy milk");
    const rows = await database.db.select().from(tasks).where(eq(tasks.teamId, world.id));
    expect(rows.map((row) => [row.title, row.priority, row.createdById])).toEqual([
      ["Buy milk", "high", world.member.userId],
    ]);
    const toolMessage = stub.requests[1]?.body.messages.find((message) => message.role === "tool");
    expect(JSON.parse(String(toolMessage?.content))).toMatchObject({
      task: { title: "Buy milk", status: "todo" },
    });
    expect(result.text).toBe("Done.");
  });

  it("never lets tool arguments name another team or an outsider as assignee", async () => {
    const other = await team(database.db, "Other Team");
    const outsider = await makeUser(database.db, { name: "Outsider" });
    stub.script(
      reply.toolCall("createTask", {
        title: "Sneaky",
        teamId: other.id,
        assigneeId: outsider.userId,
        createdById: other.owner.userId,
      }),
      reply.text(["Ok."]),
    );
    await say("sneak");
    const ours = await database.db.select().from(tasks).where(eq(tasks.teamId, world.id));
    const theirs = await database.db.select().from(tasks).where(eq(tasks.teamId, other.id));
    expect(ours.map((row) => [row.title, row.assigneeId, row.createdById])).toEqual([
      ["Sneaky", null, world.member.userId],
    ]);
    expect(theirs).toEqual([]);
  });

  it("a refused tool call (validation) becomes a translated { error } the model is told", async () => {
    stub.script(
      reply.toolCall("createTask", { title: "x", dueDate: "2026-02-31" }),
      reply.text(["Sorry."]),
    );
    await say("x", { locale: "de" });
    const toolMessage = stub.requests[1]?.body.messages.find((message) => message.role === "tool");
    const output = JSON.parse(String(toolMessage?.content)) as { error?: string };
    expect(output.error).toEqual(expect.any(String));
    expect(output.error).not.toContain("validation.");
    expect(await database.db.select().from(tasks).where(eq(tasks.teamId, world.id))).toEqual([]);
  });

  it("a break mid-stream ends with a translated error; the user message and the partial answer are kept", async () => {
    stub.script(reply.breakAfterText(["Partial ", "answer"]));
    const result = await say("Hi", { locale: "de" });
    expect(errorTexts(result.chunks)).toEqual([
      "Der Assistent kann gerade nicht antworten. Bitte versuche es gleich noch einmal.",
    ]);
    expect(result.messages.map((message) => message.role)).toEqual(["user", "assistant"]);
    expect(result.stored).toMatchObject({ status: "error", errorKey: "ai.errors.unavailable" });
    expect(result.messages[1]?.parts).toContainEqual(
      expect.objectContaining({ type: "text", text: "Partial answer" }),
    );
  });

  it("an endpoint that sends nothing ends with the timeout error", async () => {
    stub.script(reply.silentAfterText([]));
    const result = await say("Hi", { model: impatient });
    expect(errorTexts(result.chunks)).toEqual([
      "The assistant took too long to answer. Please try again.",
    ]);
    expect(result.stored).toMatchObject({ status: "error", errorKey: "ai.errors.timeout" });
  });

  it("an endpoint that goes silent mid-answer ends with the timeout error, keeping the text so far", async () => {
    stub.script(reply.silentAfterText(["Thinking"]));
    const result = await say("Hi", { model: impatient });
    expect(result.text).toBe("Thinking");
    expect(result.stored).toMatchObject({ status: "error", errorKey: "ai.errors.timeout" });
  });

  it("401 → bad key, 429 → upstream rate limited", async () => {
    stub.script(reply.status(401, "Incorrect API key provided", "invalid_request_error"));
    const badKey = await say("Hi");
    expect(badKey.stored).toMatchObject({ status: "error", errorKey: "ai.errors.badKey" });
    expect(errorTexts(badKey.chunks)).toHaveLength(1);

    stub.script(reply.status(429, "Rate limit reached", "rate_limit_exceeded"));
    const limited = await say("Hi");
    expect(limited.stored).toMatchObject({
      status: "error",
      errorKey: "ai.errors.upstreamRateLimited",
    });
    expect(errorTexts(limited.chunks)).toEqual([
      "The assistant's model is busy right now. Please try again in a minute.",
    ]);
  });

  it("a user who stops keeps what was produced, stored as stopped", async () => {
    stub.script(reply.text(["One ", "two ", "three ", "four ", "five"], 150));
    const stop = new AbortController();
    const result = await say("count", {
      abortSignal: stop.signal,
      read: async (response) => {
        await stopAtFirstText(response, stop);
        return [];
      },
    });
    expect(result.stored).toMatchObject({ status: "stopped" });
    const text = result.messages[1]?.parts.find((part) => part.type === "text");
    expect(text && "text" in text ? text.text : "").toMatch(/^One /);
    expect(text && "text" in text ? text.text : "").not.toContain("five");
  });
});
