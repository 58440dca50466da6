import { describe, expect, it } from "vitest";

import { aiConversations, aiMessages, eq } from "@teamkit/db";
import { useTestDatabase } from "@teamkit/db/testing";

import type { AssistantModel } from "../src";
import {
  appendMessage,
  createAssistantModel,
  createConversation,
  cutReply,
  loadMessages,
  readAiConfig,
  stopReply,
  streamAssistantAnswer,
} from "../src";
import { streamedText, textDeltaCount, uiChunkReader } from "../src/testing";
import { converse, storedAnswer } from "./support/answer";
import { team } from "./support/world";

/*
 * The user stops a reply while the server is ahead of their screen: the stored reply keeps what
 * their client showed, whichever comes first, the client's report or the stored reply.
 */

const database = useTestDatabase();
function simulated(delayMs: number): AssistantModel {
  const model = createAssistantModel(
    readAiConfig({ AI_SIMULATED_DELAY_MS: String(delayMs) }, true),
  );
  if (!model) throw new Error("no simulated model");
  return model;
}
// Word by word, slowly enough that a reply is still streaming while the test acts.
const slow = simulated(20);
const fast = simulated(0);

const QUESTION = "what can you do?";

/** A member's question, its answer streaming to a client that has read `shown` words of it. */
async function answerOnScreen(shown: number) {
  const world = await team(database.db);
  const actor = world.member;
  const conversationId = await createConversation(database.db, world.id, actor.userId, QUESTION);
  await appendMessage(database.db, conversationId, {
    role: "user",
    parts: [{ type: "text", text: QUESTION }],
  });
  const stop = new AbortController();
  const response = await streamAssistantAnswer({
    db: database.db,
    actor,
    team: world,
    locale: "en",
    model: slow,
    conversationId,
    history: await loadMessages(database.db, world.id, actor.userId, conversationId),
    usage: { used: 1, limit: 20, shared: true },
    abortSignal: stop.signal,
  });
  const client = uiChunkReader(response);
  await client.readUntil((chunks) => textDeltaCount(chunks) >= shown);
  const start = client.chunks.find((chunk) => chunk.type === "start");
  const onScreen = streamedText(client.chunks);
  const report = {
    teamId: world.id,
    userId: actor.userId,
    conversationId,
    messageId: String(start?.messageId),
    shown: { text: onScreen.length, tools: 0 },
  };
  return {
    world,
    conversationId,
    onScreen,
    report,
    /** The server sends `more` words past the screen's (read here, never shown). */
    runOn: async (more: number) => {
      const sent = textDeltaCount(client.chunks);
      await client.readUntil((chunks) => textDeltaCount(chunks) >= sent + more);
    },
    /** The user's Stop: the request ends, the server notices. */
    stop: async () => {
      stop.abort();
      await client.cancel();
    },
  };
}

/** A member's question answered whole; `stop` reports what a client showed of the reply. */
async function completeReply(text: string) {
  const world = await team(database.db);
  const actor = world.member;
  const result = await converse(database.db, { model: fast, team: world, actor, text });
  const ids = { teamId: world.id, userId: actor.userId, conversationId: result.conversationId };
  return {
    result,
    stop: (shown: { text: number; tools: number }) =>
      stopReply(database.db, { ...ids, messageId: result.stored.id, shown }),
    reply: async () =>
      (await loadMessages(database.db, world.id, actor.userId, result.conversationId))[1],
  };
}

function textOf(parts: unknown[]): string {
  return (parts as { type: string; text?: string }[])
    .map((part) => (part.type === "text" ? (part.text ?? "") : ""))
    .join("");
}

async function pendingStopOf(conversationId: string) {
  const [row] = await database.db
    .select({ pendingStops: aiConversations.pendingStops })
    .from(aiConversations)
    .where(eq(aiConversations.id, conversationId));
  return row?.pendingStops;
}

describe("a stopped reply, stored", () => {
  it("reported after the server stored more than was shown: cut to the screen's text, stopped", async () => {
    const answer = await answerOnScreen(3);
    // The server runs on before it sees the Stop.
    await answer.runOn(3);
    await answer.stop();
    const before = await storedAnswer(database.db, answer.conversationId);
    expect(before.status).toBe("stopped");
    expect(textOf(before.parts).length).toBeGreaterThan(answer.onScreen.length);

    await stopReply(database.db, answer.report);
    const messages = await loadMessages(
      database.db,
      answer.world.id,
      answer.world.member.userId,
      answer.conversationId,
    );
    expect(messages[1]).toEqual({
      id: answer.report.messageId,
      role: "assistant",
      parts: [expect.objectContaining({ type: "text", text: answer.onScreen })],
      metadata: { status: "stopped" },
    });
  });

  it("reported while the reply still streams: cut when it is stored", async () => {
    const answer = await answerOnScreen(3);
    await stopReply(database.db, answer.report);
    expect(await pendingStopOf(answer.conversationId)).toEqual([
      { messageId: answer.report.messageId, text: answer.onScreen.length, tools: 0 },
    ]);
    await answer.runOn(3);
    await answer.stop();
    const stored = await storedAnswer(database.db, answer.conversationId);
    expect(stored).toMatchObject({ status: "stopped", errorKey: null });
    expect(textOf(stored.parts)).toBe(answer.onScreen);
    expect(await pendingStopOf(answer.conversationId)).toBeNull();
  });

  it("reported while it streams, for a reply the server then completes: cut and stopped", async () => {
    const answer = await answerOnScreen(2);
    await stopReply(database.db, answer.report);
    // The request never ends early: the server answers in full.
    const stored = await storedAnswer(database.db, answer.conversationId);
    expect(stored.status).toBe("stopped");
    expect(textOf(stored.parts)).toBe(answer.onScreen);
  });

  it("two replies of one conversation stopped before either is stored: each is cut to its own screen", async () => {
    // The server ran on after the first Stop, and the user asked again and stopped that reply too.
    const world = await team(database.db);
    const owner = { teamId: world.id, userId: world.member.userId };
    const conversationId = await createConversation(database.db, world.id, owner.userId, QUESTION);
    const [first, second] = [crypto.randomUUID(), crypto.randomUUID()];
    for (const [messageId, text] of [
      [first, 5],
      [second, 2],
    ] as const)
      await stopReply(database.db, {
        ...owner,
        conversationId,
        messageId,
        shown: { text, tools: 0 },
      });

    for (const id of [first, second])
      await appendMessage(database.db, conversationId, {
        id,
        role: "assistant",
        parts: [{ type: "text", text: "Hello world" }],
      });
    const messages = await loadMessages(database.db, world.id, owner.userId, conversationId);
    expect(messages.map((message) => [textOf(message.parts), message.metadata?.status])).toEqual([
      ["Hello", "stopped"],
      ["He", "stopped"],
    ]);
    expect(await pendingStopOf(conversationId)).toBeNull();
  });

  it("keeps only the newest stops waiting, so reports for replies that never come cannot pile up", async () => {
    const world = await team(database.db);
    const owner = { teamId: world.id, userId: world.member.userId };
    const conversationId = await createConversation(database.db, world.id, owner.userId, QUESTION);
    const ids = Array.from({ length: 20 }, () => crypto.randomUUID());
    for (const messageId of ids)
      await stopReply(database.db, {
        ...owner,
        conversationId,
        messageId,
        shown: { text: 1, tools: 0 },
      });
    const waiting = (await pendingStopOf(conversationId)) ?? [];
    expect(waiting.length).toBeLessThan(ids.length);
    expect(waiting.at(-1)?.messageId).toBe(ids.at(-1));
  });

  it("a complete reply the client showed less of becomes stopped; a cut never adds, nothing shown keeps it empty", async () => {
    const { result, stop, reply } = await completeReply("show my open tasks");
    expect(result.stored.status).toBe("complete");

    await stop({ text: 3, tools: 1 });
    expect(await reply()).toMatchObject({
      parts: [
        { type: "tool-listTasks", state: "output-available" },
        { type: "text", text: "You" },
      ],
      metadata: { status: "stopped" },
    });
    await stop({ text: 500, tools: 5 });
    expect((await reply())?.parts).toHaveLength(2);
    expect(textOf((await reply())?.parts ?? [])).toBe("You");

    await stop({ text: 0, tools: 0 });
    expect(await reply()).toEqual({
      id: result.stored.id,
      role: "assistant",
      parts: [],
      metadata: { status: "stopped" },
    });
  });

  it("a reply stopped before its task showed keeps the task the server created", async () => {
    const { stop, reply } = await completeReply("create a task Water the plants");
    await stop({ text: 0, tools: 0 });
    expect(await reply()).toMatchObject({
      parts: [
        {
          type: "tool-createTask",
          state: "output-available",
          output: { task: { title: "Water the plants" } },
        },
      ],
      metadata: { status: "stopped" },
    });
  });

  it("a report sent again changes nothing, and never stands for a reply still to come", async () => {
    const world = await team(database.db);
    const { id: teamId, member } = world;
    const conversationId = await createConversation(database.db, teamId, member.userId, "hi");
    const ask = (text: string) =>
      appendMessage(database.db, conversationId, { role: "user", parts: [{ type: "text", text }] });
    const answer = (id: string, text: string) =>
      appendMessage(database.db, conversationId, {
        id,
        role: "assistant",
        parts: [{ type: "text", text }],
      });
    const report = (messageId: string, text: number) =>
      stopReply(database.db, {
        teamId,
        userId: member.userId,
        conversationId,
        messageId,
        shown: { text, tools: 0 },
      });
    const replies = async () =>
      (await loadMessages(database.db, teamId, member.userId, conversationId)).filter(
        (message) => message.role === "assistant",
      );

    await ask("hi");
    const first = crypto.randomUUID();
    await answer(first, "Hello there");
    await report(first, 5);
    const once = await replies();
    await report(first, 5);
    expect(await replies()).toEqual(once);
    expect(textOf(once[0]?.parts ?? [])).toBe("Hello");

    // Nothing shown, reported twice: the reply stays, empty and stopped, and no stop waits.
    await report(first, 0);
    await report(first, 0);
    expect(await replies()).toEqual([
      { id: first, role: "assistant", parts: [], metadata: { status: "stopped" } },
    ]);
    expect(await pendingStopOf(conversationId)).toBeNull();

    // The next reply is stopped while it streams; the first one's report, sent once more, leaves
    // that stop waiting for it.
    await ask("and then?");
    const second = crypto.randomUUID();
    await report(second, 4);
    await report(first, 0);
    await answer(second, "Then we plan");
    expect((await replies()).map((message) => textOf(message.parts))).toEqual(["", "Then"]);
    expect(await pendingStopOf(conversationId)).toBeNull();
  });

  it("cuts only the caller's own conversation in that team, and only its own replies", async () => {
    const world = await team(database.db);
    const mine = await converse(database.db, {
      model: fast,
      team: world,
      actor: world.member,
      text: "hi",
    });
    const other = await converse(database.db, {
      model: fast,
      team: world,
      actor: world.member,
      text: "hi",
    });
    const elsewhere = await team(database.db, "Elsewhere");
    const cut = { messageId: mine.stored.id, shown: { text: 1, tools: 0 } };
    const refusals = await Promise.all([
      stopReply(database.db, {
        ...cut,
        teamId: world.id,
        userId: world.owner.id,
        conversationId: mine.conversationId,
      }).catch((error: unknown) => error),
      stopReply(database.db, {
        ...cut,
        teamId: elsewhere.id,
        userId: world.member.userId,
        conversationId: mine.conversationId,
      }).catch((error: unknown) => error),
    ]);
    expect(refusals).toEqual([
      expect.objectContaining({ messageKey: "ai.errors.conversationNotFound" }),
      expect.objectContaining({ messageKey: "ai.errors.conversationNotFound" }),
    ]);
    // A reply of another conversation is no reply of this one: it is left alone.
    await stopReply(database.db, {
      ...cut,
      teamId: world.id,
      userId: world.member.userId,
      conversationId: other.conversationId,
    });
    const [row] = await database.db
      .select()
      .from(aiMessages)
      .where(eq(aiMessages.id, mine.stored.id));
    expect(row).toMatchObject({ status: "complete", parts: mine.stored.parts });
  });
});

describe("cutReply", () => {
  const tool = (id: string, name = "listTasks") => ({
    type: `tool-${name}`,
    toolCallId: id,
    state: "output-available",
  });
  const parts = [
    { type: "reasoning", text: "thinking" },
    { type: "text", text: "Hello " },
    tool("a"),
    { type: "text", text: "world" },
    tool("b"),
  ];

  it("keeps the start the client showed, in order", () => {
    expect(cutReply(parts, { text: 0, tools: 0 })).toEqual([]);
    expect(cutReply(parts, { text: 3, tools: 0 })).toEqual([
      parts[0],
      { type: "text", text: "Hel" },
    ]);
    expect(cutReply(parts, { text: 6, tools: 0 })).toEqual(parts.slice(0, 2));
    expect(cutReply(parts, { text: 6, tools: 1 })).toEqual(parts.slice(0, 3));
    expect(cutReply(parts, { text: 8, tools: 1 })).toEqual([
      ...parts.slice(0, 3),
      { type: "text", text: "wo" },
    ]);
  });

  it("never goes past what there is, nor past the first part the client did not show", () => {
    expect(cutReply(parts, { text: 1000, tools: 100 })).toEqual(parts);
    // A tool call the client did not show ends the cut, and the text after it is gone too.
    expect(cutReply(parts, { text: 1000, tools: 0 })).toEqual(parts.slice(0, 2));
    expect(cutReply(parts, { text: 0, tools: 2 })).toEqual([parts[0]]);
  });

  it("keeps the tasks the reply created after the cut, without the text around them", () => {
    const created = tool("c", "createTask");
    const unfinished = { ...tool("d", "createTask"), state: "input-available" };
    const refused = { ...tool("e", "createTask"), output: { error: "Task limit reached" } };
    const withTasks = [...parts, created, { type: "text", text: "Done." }, unfinished, refused];
    expect(cutReply(withTasks, { text: 3, tools: 0 })).toEqual([
      parts[0],
      { type: "text", text: "Hel" },
      created,
    ]);
    expect(cutReply(withTasks, { text: 0, tools: 0 })).toEqual([created]);
    // Cut again with the same report: the same parts.
    const once = cutReply(withTasks, { text: 6, tools: 1 });
    expect(once).toEqual([...parts.slice(0, 3), created]);
    expect(cutReply(once, { text: 6, tools: 1 })).toEqual(once);
  });
});
