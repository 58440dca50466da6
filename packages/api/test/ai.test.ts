import { describe, expect, it, vi } from "vitest";

import { createAssistantModel, readAiConfig } from "@teamkit/ai";
import { stopAtFirstText } from "@teamkit/ai/testing";
import { aiConversations, aiFreeUsage, aiMessages, aiUsage, and, eq } from "@teamkit/db";
import { makeSubscription, useTestDatabase } from "@teamkit/db/testing";

import type { RateLimiter } from "../src/rate-limit";
import type { World } from "./fixtures";
import { handleAssistantChat } from "../src/assistant-chat";
import { callerAs, freshLimiter, makeWorld } from "./fixtures";
import { cookieHeaders } from "./helpers";

const database = useTestDatabase();

const model = createAssistantModel(readAiConfig({ AI_SIMULATED_DELAY_MS: "0" }, true));
// Slow enough that a stop always lands mid-answer, even on a loaded machine (the stop ends it early).
const slowModel = createAssistantModel(readAiConfig({ AI_SIMULATED_DELAY_MS: "500" }, true));
if (!model || !slowModel) throw new Error("no simulated model");

const month = new Date().toISOString().slice(0, 7);
let counter = 0;

function send(
  world: World,
  options: {
    text?: string;
    conversationId?: string | null;
    limiter?: RateLimiter;
    signal?: AbortSignal;
    slow?: boolean;
  } = {},
) {
  counter += 1;
  const headers = cookieHeaders(world.tokens.member);
  headers.set("content-type", "application/json");
  const request = new Request("http://localhost/api/ai/chat", {
    method: "POST",
    headers,
    signal: options.signal,
    body: JSON.stringify({
      teamId: world.teamA.id,
      conversationId: options.conversationId ?? null,
      message: {
        id: `q${counter}`,
        role: "user",
        parts: [{ type: "text", text: options.text ?? "hello" }],
      },
    }),
  });
  return handleAssistantChat(request, {
    db: database.db,
    model: (options.slow ? slowModel : model) ?? undefined,
    rateLimiter: options.limiter ?? freshLimiter(),
  });
}

/** The member's count: the Free plan's, shared by their Free teams, or a paid team's own. */
async function setUsage(world: World, count: number, pool: "free" | "team" = "free") {
  const userId = world.users.member.id;
  if (pool === "free")
    await database.db
      .insert(aiFreeUsage)
      .values({ userId, month, count })
      .onConflictDoUpdate({ target: [aiFreeUsage.userId, aiFreeUsage.month], set: { count } });
  else
    await database.db
      .insert(aiUsage)
      .values({ teamId: world.teamA.id, userId, month, count })
      .onConflictDoUpdate({
        target: [aiUsage.teamId, aiUsage.userId, aiUsage.month],
        set: { count },
      });
}

async function usageOf(world: World, pool: "free" | "team" = "free") {
  const userId = world.users.member.id;
  const [row] =
    pool === "free"
      ? await database.db
          .select({ count: aiFreeUsage.count })
          .from(aiFreeUsage)
          .where(eq(aiFreeUsage.userId, userId))
      : await database.db
          .select({ count: aiUsage.count })
          .from(aiUsage)
          .where(and(eq(aiUsage.teamId, world.teamA.id), eq(aiUsage.userId, userId)));
  return row?.count ?? 0;
}

describe("the monthly quota", () => {
  it("lets the last message through at limit - 1 and refuses at the limit, never passing it", async () => {
    const world = await makeWorld(database.db);
    await setUsage(world, 19);
    const last = await send(world);
    expect(last.status).toBe(200);
    await last.text();
    expect(await usageOf(world)).toBe(20);

    const refused = await send(world);
    expect(refused.status).toBe(429);
    const body = (await refused.json()) as {
      error: { message: string; messageKey: string; quota: unknown };
    };
    expect(body.error.message).toContain("20");
    expect(body.error).toEqual({
      message: body.error.message,
      messageKey: "ai.errors.quotaReached",
      quota: { used: 20, limit: 20 },
    });
    expect(await usageOf(world)).toBe(20);
  });

  it("cannot be exceeded by parallel sends", async () => {
    const world = await makeWorld(database.db);
    await setUsage(world, 15);
    const responses = await Promise.all(Array.from({ length: 10 }, () => send(world)));
    await Promise.all(responses.map((response) => response.text()));
    expect(responses.map((response) => response.status).sort()).toEqual([
      ...Array<number>(5).fill(200),
      ...Array<number>(5).fill(429),
    ]);
    expect(await usageOf(world)).toBe(20);
  });

  it("counts a stopped answer once, and stores what it had said as stopped", async () => {
    const world = await makeWorld(database.db);
    const stop = new AbortController();
    const response = await send(world, { signal: stop.signal, slow: true });
    await stopAtFirstText(response, stop);
    // The answer is stored when the stream ends; wait for it.
    const stored = await vi.waitFor(
      async () => {
        const rows = await database.db
          .select({ status: aiMessages.status })
          .from(aiMessages)
          .innerJoin(aiConversations, eq(aiConversations.id, aiMessages.conversationId))
          .where(and(eq(aiMessages.role, "assistant"), eq(aiConversations.teamId, world.teamA.id)));
        expect(rows).not.toEqual([]);
        return rows;
      },
      { timeout: 5_000, interval: 25 },
    );
    expect(stored).toEqual([{ status: "stopped" }]);
    expect(await usageOf(world)).toBe(1);
  });

  it("follows the plan: Free 20, Pro 500, Business 5000 (ai.usage)", async () => {
    const limits: Record<string, unknown> = {};
    for (const plan of ["free", "pro", "business"] as const) {
      const world = await makeWorld(database.db);
      if (plan !== "free")
        await makeSubscription(database.db, { teamId: world.teamA.id, plan: plan });
      const caller = await callerAs(database.db, world.tokens.member);
      const usage = await caller.ai.usage({ teamId: world.teamA.id });
      limits[plan] = usage.limit;
      expect(usage).toMatchObject({
        used: 0,
        shared: plan === "free",
        month,
        model: { kind: "simulated", name: "teamkit-simulated" },
      });
    }
    expect(limits).toEqual({ free: 20, pro: 500, business: 5000 });
  });

  it("a Pro team's member may send past the Free limit", async () => {
    const world = await makeWorld(database.db);
    await makeSubscription(database.db, { teamId: world.teamA.id, plan: "pro" });
    await setUsage(world, 20);
    await setUsage(world, 20, "team");
    const response = await send(world);
    expect(response.status).toBe(200);
    await response.text();
    expect(await usageOf(world, "team")).toBe(21);
    expect(await usageOf(world)).toBe(20);
  });
});

describe("the ai rate limit", () => {
  it("allows 20 sends a minute per user and refuses the 21st with its own message", async () => {
    const world = await makeWorld(database.db);
    // At the quota every send is refused after the rate limit counted it: cheap and the same count.
    await setUsage(world, 20);
    const limiter = freshLimiter();
    const statuses: string[] = [];
    for (let i = 0; i < 20; i++) {
      const response = await send(world, { limiter });
      statuses.push(
        ((await response.json()) as { error: { messageKey: string } }).error.messageKey,
      );
    }
    expect(new Set(statuses)).toEqual(new Set(["ai.errors.quotaReached"]));
    const limited = await send(world, { limiter });
    expect(limited.status).toBe(429);
    const body = (await limited.json()) as { error: { messageKey: string; retryAfter?: number } };
    expect(body.error.messageKey).toBe("ai.errors.rateLimited");
    expect(body.error.retryAfter).toBeGreaterThan(0);
    expect(limited.headers.get("retry-after")).toBe(String(body.error.retryAfter));
  });
});

describe("conversations", () => {
  it("lists the caller's own, most recently active first, and hides other users' and teams'", async () => {
    const world = await makeWorld(database.db);
    const ids: string[] = [];
    for (const text of ["first question", "second question"]) {
      const response = await send(world, { text });
      const body = await response.text();
      ids.push(/"conversationId":"([^"]+)"/.exec(body)?.[1] ?? "");
    }
    const again = await send(world, { text: "more", conversationId: ids[0] });
    await again.text();
    // The answer is stored when the stream ends; wait for the first conversation to be touched last.
    const member = await callerAs(database.db, world.tokens.member);
    await expect
      .poll(
        async () =>
          (await member.ai.conversation.list({ teamId: world.teamA.id })).map((c) => [
            c.id,
            c.title,
          ]),
        { timeout: 5_000, interval: 25 },
      )
      .toEqual([
        [ids[0], "first question"],
        [ids[1], "second question"],
      ]);

    const owner = await callerAs(database.db, world.tokens.owner);
    expect(await owner.ai.conversation.list({ teamId: world.teamA.id })).toEqual([]);
    await expect(
      owner.ai.conversation.get({ teamId: world.teamA.id, id: ids[0] ?? "" }),
    ).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    await expect(
      owner.ai.conversation.delete({ teamId: world.teamA.id, id: ids[0] ?? "" }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });

    // The same user in another team does not see it under that team either.
    const otherTeamCaller = await callerAs(database.db, world.tokens.otherOwner);
    await expect(
      otherTeamCaller.ai.conversation.get({ teamId: world.teamB.id, id: ids[0] ?? "" }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });

    const read = await member.ai.conversation.get({ teamId: world.teamA.id, id: ids[0] ?? "" });
    expect(read.messages.map((message) => message.role)).toEqual([
      "user",
      "assistant",
      "user",
      "assistant",
    ]);

    await expect(
      member.ai.conversation.delete({ teamId: world.teamA.id, id: ids[1] ?? "" }),
    ).resolves.toEqual({
      ok: true,
    });
    expect(
      (await member.ai.conversation.list({ teamId: world.teamA.id })).map((c) => c.id),
    ).toEqual([ids[0]]);
  });

  it("titles a conversation by its first message, trimmed to 60 characters", async () => {
    const world = await makeWorld(database.db);
    const long = `${"word ".repeat(30)}end`;
    const response = await send(world, { text: long });
    await response.text();
    const member = await callerAs(database.db, world.tokens.member);
    const [conversation] = await member.ai.conversation.list({ teamId: world.teamA.id });
    expect(conversation?.title.length).toBeLessThanOrEqual(60);
    expect(conversation?.title.startsWith("word word")).toBe(true);
  });
});
