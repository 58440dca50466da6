import type { TRPCError } from "@trpc/server";

import { beforeAll, describe, expect, it, vi } from "vitest";

import type { AppError } from "@teamkit/validators";
import { createAssistantModel, readAiConfig } from "@teamkit/ai";
import { readUiChunks, streamedText, textDeltaCount, uiChunkReader } from "@teamkit/ai/testing";
import {
  aiConversations,
  aiFreeUsage,
  aiMessages,
  aiUsage,
  and,
  eq,
  inArray,
  tasks,
} from "@teamkit/db";
import { failWrites, useTestDatabase } from "@teamkit/db/testing";
import { getTranslator } from "@teamkit/i18n";

import type { World } from "./fixtures";
import { handleAssistantChat } from "../src/assistant-chat";
import { apiEnv } from "../src/env";
import { rateLimitKey } from "../src/rate-limit";
import { callerAs, freshLimiter, makeWorld } from "./fixtures";
import { cookieHeaders } from "./helpers";

const database = useTestDatabase();
let world: World;
beforeAll(async () => {
  world = await makeWorld(database.db);
});

const simulated = createAssistantModel(readAiConfig({ AI_SIMULATED_DELAY_MS: "0" }, true));
if (!simulated) throw new Error("no simulated model");

function chatRequest(
  token: string | null,
  body: unknown,
  options: { locale?: "en" | "de"; bearer?: boolean; signal?: AbortSignal } = {},
): Request {
  const headers = token && !options.bearer ? cookieHeaders(token) : new Headers();
  if (token && options.bearer) headers.set("authorization", `Bearer ${token}`);
  headers.set("content-type", "application/json");
  if (options.locale) headers.set("x-teamkit-locale", options.locale);
  return new Request("http://localhost/api/ai/chat", {
    method: "POST",
    headers,
    body: JSON.stringify(body),
    signal: options.signal,
  });
}

let messageCounter = 0;
function message(text: string) {
  messageCounter += 1;
  return { id: `m${messageCounter}`, role: "user", parts: [{ type: "text", text }] };
}

function send(
  token: string | null,
  body: { teamId: string; conversationId?: string | null; text: string },
  options: { locale?: "en" | "de"; bearer?: boolean } = {},
) {
  return handleAssistantChat(
    chatRequest(
      token,
      {
        teamId: body.teamId,
        conversationId: body.conversationId ?? null,
        message: message(body.text),
      },
      options,
    ),
    { db: database.db, model: simulated ?? undefined, rateLimiter: freshLimiter() },
  );
}

/** The conversation's stored assistant messages, waited for: saved when the stream ends. */
function storedAnswer(conversationId: string) {
  return vi.waitFor(
    async () => {
      const rows = await database.db
        .select()
        .from(aiMessages)
        .where(
          and(eq(aiMessages.conversationId, conversationId), eq(aiMessages.role, "assistant")),
        );
      expect(rows).not.toEqual([]);
      return rows;
    },
    { timeout: 5_000, interval: 20 },
  );
}

describe("POST /api/ai/chat (handleAssistantChat): who may send", () => {
  const unknownTeam = "00000000-0000-4000-8000-000000000000";

  it("answers each caller as the tiers decide, before anything is stored or counted", async () => {
    const cases = {
      anonymous: await send(null, { teamId: world.teamA.id, text: "hi" }),
      nonMember: await send(world.tokens.otherOwner, { teamId: world.teamA.id, text: "hi" }),
      unknownTeam: await send(world.tokens.member, { teamId: unknownTeam, text: "hi" }),
      admin: await send(world.tokens.admin, { teamId: world.teamA.id, text: "hi" }),
      impersonated: await send(world.tokens.impersonated, { teamId: world.teamA.id, text: "hi" }),
      otherConversation: await send(world.tokens.member, {
        teamId: world.teamA.id,
        conversationId: "00000000-0000-4000-8000-00000000000a",
        text: "hi",
      }),
      badInput: await send(world.tokens.member, { teamId: world.teamA.id, text: "" }),
    };
    const statuses: Record<string, [number, string]> = {};
    for (const [name, response] of Object.entries(cases)) {
      const body = (await response.json()) as { error: { messageKey: string } };
      statuses[name] = [response.status, body.error.messageKey];
    }
    expect(statuses).toEqual({
      anonymous: [401, "errors.unauthorized"],
      nonMember: [404, "teams.errors.notFound"],
      unknownTeam: [404, "teams.errors.notFound"],
      admin: [404, "teams.errors.notFound"],
      impersonated: [403, "errors.impersonationReadOnly"],
      otherConversation: [404, "ai.errors.conversationNotFound"],
      badInput: [400, "errors.badRequest"],
    });
    const usage = await database.db
      .select()
      .from(aiUsage)
      .where(eq(aiUsage.teamId, world.teamA.id));
    const freeUsage = await database.db
      .select()
      .from(aiFreeUsage)
      .where(
        inArray(
          aiFreeUsage.userId,
          Object.values(world.users).map((user) => user.id),
        ),
      );
    expect([...usage, ...freeUsage]).toEqual([]);
  });

  it("lets a member and an owner send; the answer streams with the conversation id and usage", async () => {
    for (const role of ["member", "owner"] as const) {
      const response = await send(world.tokens[role], { teamId: world.teamA.id, text: "hello" });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toContain("text/event-stream");
      const chunks = await readUiChunks(response);
      const start = chunks.find((chunk) => chunk.type === "start") as {
        messageMetadata: { conversationId: string; usage: { used: number; limit: number } };
      };
      expect(start.messageMetadata.usage).toEqual({ used: 1, limit: 20, shared: true });
      const [conversation] = await database.db
        .select()
        .from(aiConversations)
        .where(eq(aiConversations.id, start.messageMetadata.conversationId));
      expect(conversation).toMatchObject({
        teamId: world.teamA.id,
        userId: world.users[role].id,
        title: "hello",
      });
      expect(await storedAnswer(start.messageMetadata.conversationId)).toHaveLength(1);
    }
  });

  it("accepts a Bearer token (the mobile app) like the cookie", async () => {
    const response = await send(
      world.mobileTokens.member,
      { teamId: world.teamA.id, text: "show my open tasks" },
      { bearer: true },
    );
    expect(response.status).toBe(200);
    const chunks = await readUiChunks(response);
    expect(chunks.find((chunk) => chunk.type === "tool-input-available")).toMatchObject({
      toolName: "listTasks",
    });
  });

  it("refuses another user's conversation in the same team with 404, and continues one's own", async () => {
    const first = await send(world.tokens.owner, {
      teamId: world.teamA.id,
      text: "create a task Alpha",
    });
    const start = (await readUiChunks(first)).find((chunk) => chunk.type === "start") as {
      messageMetadata: { conversationId: string };
    };
    const conversationId = start.messageMetadata.conversationId;
    await storedAnswer(conversationId);

    const stranger = await send(world.tokens.member, {
      teamId: world.teamA.id,
      conversationId,
      text: "hi",
    });
    expect(stranger.status).toBe(404);

    const again = await send(world.tokens.owner, {
      teamId: world.teamA.id,
      conversationId,
      text: "show my open tasks",
    });
    expect(again.status).toBe(200);
    await readUiChunks(again);
    const caller = await callerAs(database.db, world.tokens.owner);
    const conversation = await caller.ai.conversation.get({
      teamId: world.teamA.id,
      id: conversationId,
    });
    expect(conversation.messages.map((m) => m.role)).toEqual([
      "user",
      "assistant",
      "user",
      "assistant",
    ]);
    const created = await database.db
      .select()
      .from(tasks)
      .where(and(eq(tasks.teamId, world.teamA.id), eq(tasks.title, "Alpha")));
    expect(created).toHaveLength(1);
  });

  it("counts nothing and starts no conversation when storing the message fails", async () => {
    const user = world.users.member;
    const stored = async () => ({
      usage: await database.db.select().from(aiFreeUsage).where(eq(aiFreeUsage.userId, user.id)),
      conversations: await database.db
        .select({ id: aiConversations.id })
        .from(aiConversations)
        .where(eq(aiConversations.userId, user.id)),
    });
    const before = await stored();
    const restore = await failWrites(database.db, aiMessages, "INSERT");
    const logged: unknown[] = [];
    const log = vi.spyOn(console, "error").mockImplementation((line) => logged.push(line));
    let response: Response;
    try {
      response = await send(
        world.tokens.member,
        { teamId: world.teamA.id, text: "lost?" },
        { locale: "de" },
      );
    } finally {
      log.mockRestore();
      await restore();
    }
    expect(logged).toEqual([expect.stringContaining("assistant chat failed")]);
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({
      error: { messageKey: "errors.internal", message: getTranslator("de")("errors.internal") },
    });
    expect(await stored()).toEqual(before);
  });

  it("answers errors in the caller's locale", async () => {
    const response = await send(null, { teamId: world.teamA.id, text: "hi" }, { locale: "de" });
    const body = (await response.json()) as { error: { message: string } };
    expect(body.error.message).toBe("Bitte melde dich an, um fortzufahren.");
  });

  it("answers 503 when no model is configured", async () => {
    const response = await handleAssistantChat(
      chatRequest(world.tokens.member, {
        teamId: world.teamA.id,
        conversationId: null,
        message: message("hi"),
      }),
      {
        db: database.db,
        rateLimiter: freshLimiter(),
        model: undefined,
        config: readAiConfig({}, false),
      },
    );
    expect(response.status).toBe(503);
    expect(((await response.json()) as { error: { messageKey: string } }).error.messageKey).toBe(
      "ai.errors.notConfigured",
    );
  });
});

describe("POST /api/ai/chat: one rate limit per user, whichever session sends", () => {
  it("counts the app's Bearer messages and the browser's cookie messages together", async () => {
    const rateLimiter = freshLimiter();
    const rule = apiEnv().rateLimits.ai;
    const key = rateLimitKey("ai", world.users.member.id);
    for (let sent = 0; sent < rule.limit - 1; sent += 1) await rateLimiter.enforce(key, rule);
    const request = (bearer: boolean) =>
      handleAssistantChat(
        chatRequest(
          bearer ? world.mobileTokens.member : world.tokens.member,
          { teamId: world.teamA.id, conversationId: null, message: message("one more") },
          { bearer },
        ),
        { db: database.db, model: simulated ?? undefined, rateLimiter },
      );
    const byCookie = await request(false);
    expect(byCookie.status).toBe(200);
    await readUiChunks(byCookie);
    const byBearer = await request(true);
    expect(byBearer.status).toBe(429);
    expect(((await byBearer.json()) as { error: { messageKey: string } }).error.messageKey).toBe(
      "ai.errors.rateLimited",
    );
  });
});

describe("Stop (ai.conversation.stopReply): the stored reply is what the client showed", () => {
  // Word by word, slowly enough that the server runs on after the client stopped reading.
  const slow = createAssistantModel(readAiConfig({ AI_SIMULATED_DELAY_MS: "20" }, true));

  /** `token`'s client shows three words of an answer, then stops it after the server sent more. */
  async function stoppedAnswer(token: string, bearer: boolean) {
    const stop = new AbortController();
    const response = await handleAssistantChat(
      chatRequest(
        token,
        { teamId: world.teamA.id, conversationId: null, message: message("what can you do?") },
        { bearer, signal: stop.signal },
      ),
      { db: database.db, model: slow ?? undefined, rateLimiter: freshLimiter() },
    );
    const client = uiChunkReader(response);
    await client.readUntil((chunks) => textDeltaCount(chunks) >= 3);
    const start = client.chunks.find((chunk) => chunk.type === "start") as {
      messageId: string;
      messageMetadata: { conversationId: string };
    };
    const onScreen = streamedText(client.chunks);
    // The server runs on: three more words, read but never shown.
    const shown = textDeltaCount(client.chunks);
    await client.readUntil((chunks) => textDeltaCount(chunks) >= shown + 3);
    stop.abort();
    await client.cancel();
    const conversationId = start.messageMetadata.conversationId;
    const [stored] = await storedAnswer(conversationId);
    return { conversationId, messageId: start.messageId, onScreen, stored };
  }

  it("cuts the reply to the words on the app's and the browser's screen, marked stopped", async () => {
    for (const bearer of [false, true]) {
      const token = bearer ? world.mobileTokens.member : world.tokens.member;
      const answer = await stoppedAnswer(token, bearer);
      const storedText = (answer.stored?.parts as { text?: string }[])[0]?.text ?? "";
      expect(storedText.startsWith(answer.onScreen)).toBe(true);
      expect(storedText.length).toBeGreaterThan(answer.onScreen.length);

      const caller = await callerAs(database.db, token, { bearer });
      const ids = { teamId: world.teamA.id, id: answer.conversationId };
      await expect(
        caller.ai.conversation.stopReply({
          ...ids,
          messageId: answer.messageId,
          shown: { text: answer.onScreen.length, tools: 0 },
        }),
      ).resolves.toEqual({ ok: true });
      const { messages } = await caller.ai.conversation.get(ids);
      expect(messages[1]).toEqual({
        id: answer.messageId,
        role: "assistant",
        parts: [expect.objectContaining({ type: "text", text: answer.onScreen })],
        metadata: { status: "stopped" },
      });
    }
  });

  it("a request dropped before its answer's first chunk stops the answer: stored empty and stopped", async () => {
    // The client knows neither the conversation nor the reply yet, so it cannot report the Stop:
    // the request's end is what tells the server.
    const gone = new AbortController();
    gone.abort();
    const text = `Gone before the answer ${crypto.randomUUID()}`;
    const response = await handleAssistantChat(
      chatRequest(
        world.tokens.member,
        { teamId: world.teamA.id, conversationId: null, message: message(text) },
        { signal: gone.signal },
      ),
      { db: database.db, model: slow ?? undefined, rateLimiter: freshLimiter() },
    );
    expect(response.status).toBe(200);
    await response.body?.cancel();
    const [conversation] = await database.db
      .select({ id: aiConversations.id })
      .from(aiConversations)
      .where(
        and(eq(aiConversations.userId, world.users.member.id), eq(aiConversations.title, text)),
      );
    if (!conversation) throw new Error("no conversation");
    await storedAnswer(conversation.id);
    const caller = await callerAs(database.db, world.tokens.member);
    const { messages } = await caller.ai.conversation.get({
      teamId: world.teamA.id,
      id: conversation.id,
    });
    expect(messages).toEqual([
      expect.objectContaining({ role: "user", parts: [{ type: "text", text }] }),
      expect.objectContaining({ role: "assistant", parts: [], metadata: { status: "stopped" } }),
    ]);
  });

  it("refuses anyone but the conversation's own user, and an admin acting as them; nothing changes", async () => {
    const answer = await stoppedAnswer(world.tokens.owner, false);
    const cut = {
      teamId: world.teamA.id,
      id: answer.conversationId,
      messageId: answer.messageId,
      shown: { text: 1, tools: 0 },
    };
    const refusal = async (token: string, input = cut) => {
      const caller = await callerAs(database.db, token);
      const error = await caller.ai.conversation.stopReply(input).catch((e: unknown) => e);
      return [(error as TRPCError).code, ((error as TRPCError).cause as AppError).messageKey];
    };
    expect({
      member: await refusal(world.tokens.member),
      otherTeam: await refusal(world.tokens.otherOwner, { ...cut, teamId: world.teamB.id }),
      nonMember: await refusal(world.tokens.otherOwner),
      impersonated: await refusal(world.tokens.impersonated),
    }).toEqual({
      member: ["NOT_FOUND", "ai.errors.conversationNotFound"],
      otherTeam: ["NOT_FOUND", "ai.errors.conversationNotFound"],
      nonMember: ["NOT_FOUND", "teams.errors.notFound"],
      impersonated: ["FORBIDDEN", "errors.impersonationReadOnly"],
    });
    const [row] = await database.db
      .select()
      .from(aiMessages)
      .where(eq(aiMessages.id, answer.messageId));
    expect(row?.parts).toEqual(answer.stored?.parts);
  });

  it("is rate-limited per user", async () => {
    const rateLimiter = freshLimiter();
    const rule = apiEnv().rateLimits.aiStop;
    const key = rateLimitKey("aiStop", world.users.member.id);
    for (let sent = 0; sent < rule.limit; sent += 1) await rateLimiter.enforce(key, rule);
    const caller = await callerAs(database.db, world.mobileTokens.member, {
      bearer: true,
      rateLimiter,
    });
    await expect(
      caller.ai.conversation.stopReply({
        teamId: world.teamA.id,
        id: "00000000-0000-4000-8000-00000000000a",
        messageId: "00000000-0000-4000-8000-00000000000b",
        shown: { text: 0, tools: 0 },
      }),
    ).rejects.toMatchObject({ code: "TOO_MANY_REQUESTS" });
  });
});
