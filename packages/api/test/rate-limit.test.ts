import type { AddressInfo } from "node:net";
import { randomUUID } from "node:crypto";
import { createServer } from "node:net";

import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { like, rateLimits } from "@teamkit/db";
import { testDriver, useTestDatabase } from "@teamkit/db/testing";
import { AppError } from "@teamkit/validators";

import type { RateLimitRule, RateLimitStore } from "../src/rate-limit";
import {
  createRateLimiter,
  createRateLimitStore,
  createRedisClient,
  MemoryRateLimitStore,
  PostgresRateLimitStore,
  RedisRateLimitStore,
} from "../src/rate-limit";

const MINUTE = 60_000;
/** A window boundary: every window length used below divides it. */
const T0 = Date.UTC(2030, 0, 1);

/** The clock every store and limiter of this file reads; each test sets it. */
const clock = { now: T0 };
const now = () => clock.now;

const uniqueKey = (label: string) => `${label}:${randomUUID()}`;

/** Runs `count` checks one after another (at the time `at`, if given) and returns their results. */
async function hit(
  limiter: ReturnType<typeof createRateLimiter>,
  key: string,
  rule: RateLimitRule,
  count: number,
  at = clock.now,
) {
  clock.now = at;
  const results = [];
  for (let i = 0; i < count; i++) results.push(await limiter.check(key, rule));
  return results;
}

/** The behaviour every store must show; `getStore` is called after the suite's beforeAll. */
function behavesAsARateLimitStore(getStore: () => RateLimitStore) {
  const limiter = () => createRateLimiter({ store: getStore(), now });
  /** One check at the time `at`. */
  const checkAt = (at: number, key: string, rule: RateLimitRule) => {
    clock.now = at;
    return limiter().check(key, rule);
  };

  describe("fixed window", () => {
    const rule: RateLimitRule = { limit: 3, windowMs: MINUTE };

    it("lets exactly limit calls through and blocks the next until the window ends", async () => {
      const key = uniqueKey("fixed");
      clock.now = T0 + 10_000;
      const results = await hit(limiter(), key, rule, 4);
      expect(results.map((r) => [r.success, r.remaining])).toEqual([
        [true, 2],
        [true, 1],
        [true, 0],
        [false, 0],
      ]);
      expect(results[0]?.resetAt).toEqual(new Date(T0 + MINUTE));
      expect(results[3]).toMatchObject({
        limit: 3,
        resetAt: new Date(T0 + MINUTE),
        retryAfterSeconds: 50,
      });
      expect(results[0]?.retryAfterSeconds).toBe(0);
    });

    it("rounds the retry delay up to a whole second", async () => {
      const key = uniqueKey("fixed-round");
      clock.now = T0 + MINUTE - 400;
      const [, , , blocked] = await hit(limiter(), key, rule, 4);
      expect(blocked).toMatchObject({ success: false, retryAfterSeconds: 1 });
    });

    it("starts afresh in the next window", async () => {
      const key = uniqueKey("fixed-next");
      await hit(limiter(), key, rule, 5, T0 + 59_000);
      expect(await checkAt(T0 + MINUTE, key, rule)).toMatchObject({
        success: true,
        remaining: 2,
        resetAt: new Date(T0 + 2 * MINUTE),
      });
    });

    it("counts blocked calls, which cannot lengthen the block", async () => {
      const key = uniqueKey("fixed-blocked");
      await hit(limiter(), key, rule, 6, T0 + 1_000);
      expect(await getStore().get(key, T0)).toBe(6);
      expect((await checkAt(T0 + MINUTE + 1, key, rule)).success).toBe(true);
    });
  });

  describe("sliding window", () => {
    const rule: RateLimitRule = { limit: 10, windowMs: MINUTE, algorithm: "sliding" };

    it("carries the previous window over by the share of it still inside the sliding window", async () => {
      const key = uniqueKey("sliding");
      clock.now = T0 + 54_000;
      expect((await hit(limiter(), key, rule, 10)).every((r) => r.success)).toBe(true);

      // Halfway into the next window the previous ten weigh five, so five more pass.
      clock.now = T0 + MINUTE + 30_000;
      const results = await hit(limiter(), key, rule, 6);
      expect(results.map((r) => r.success)).toEqual([true, true, true, true, true, false]);
      expect(results.map((r) => r.remaining)).toEqual([4, 3, 2, 1, 0, 0]);
      // 10 × (1 − share) + 5 + 1 ≤ 10 from 60 % into the window on: 6 s from now.
      expect(results[5]).toMatchObject({
        resetAt: new Date(T0 + MINUTE + 36_000),
        retryAfterSeconds: 6,
      });

      clock.now = T0 + MINUTE + 36_000;
      expect((await limiter().check(key, rule)).success).toBe(true);
    });

    it("blocks right after a full window and names when the first call passes", async () => {
      const key = uniqueKey("sliding-edge");
      await hit(limiter(), key, rule, 10, T0 + 59_999);
      expect(await checkAt(T0 + MINUTE, key, rule)).toMatchObject({
        success: false,
        remaining: 0,
        resetAt: new Date(T0 + MINUTE + 6_000),
        retryAfterSeconds: 6,
      });
    });

    it("does not count blocked calls, so a client that keeps retrying gets through on time", async () => {
      const key = uniqueKey("sliding-retry");
      await hit(limiter(), key, rule, 10, T0 + 30_000);
      // Ten more blocked calls late in the window must not weigh on the next one.
      const retries = await hit(limiter(), key, rule, 10, T0 + 50_000);
      expect(retries.some((r) => r.success)).toBe(false);
      expect(await getStore().get(key, T0)).toBe(10);
      expect((await checkAt(T0 + MINUTE + 6_000, key, rule)).success).toBe(true);
    });

    it("forgets a window once the window after it has passed", async () => {
      const key = uniqueKey("sliding-forget");
      await hit(limiter(), key, rule, 10, T0 + 30_000);
      const later = await hit(limiter(), key, rule, 10, T0 + 2 * MINUTE);
      expect(later.every((r) => r.success)).toBe(true);
    });
  });

  describe("enforce", () => {
    const rule: RateLimitRule = { limit: 2, windowMs: 5 * MINUTE };

    it("returns the result while calls are allowed", async () => {
      clock.now = T0;
      const result = await limiter().enforce(uniqueKey("enforce-ok"), rule);
      expect(result).toMatchObject({ success: true, remaining: 1 });
    });

    it("throws TOO_MANY_REQUESTS with the message key and the seconds to wait", async () => {
      const key = uniqueKey("enforce");
      clock.now = T0 + MINUTE;
      await limiter().enforce(key, rule);
      await limiter().enforce(key, rule);
      const error = await limiter()
        .enforce(key, rule)
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({
        code: "TOO_MANY_REQUESTS",
        messageKey: "errors.tooManyRequests",
        retryAfter: 240,
      });
    });
  });

  it("keeps keys independent", async () => {
    const rule: RateLimitRule = { limit: 1, windowMs: MINUTE };
    clock.now = T0;
    const first = uniqueKey("independent");
    expect((await limiter().check(first, rule)).success).toBe(true);
    expect((await limiter().check(first, rule)).success).toBe(false);
    expect((await limiter().check(uniqueKey("independent"), rule)).success).toBe(true);
  });

  it("refuses a rule that would switch the limit off", async () => {
    await expect(
      limiter().check(uniqueKey("zero"), { limit: 0, windowMs: MINUTE }),
    ).rejects.toThrow(/at least 1/);
    await expect(limiter().check(uniqueKey("nowindow"), { limit: 5, windowMs: 0 })).rejects.toThrow(
      /windowMs/,
    );
  });
}

/** Shared stores are written to from several instances at once: no lost or extra passes. */
function countsAtomically(getStore: () => RateLimitStore) {
  it.each(["fixed", "sliding"] as const)(
    "lets exactly limit of 20 parallel %s-window calls through",
    async (algorithm) => {
      const limiter = createRateLimiter({ store: getStore(), now });
      const key = uniqueKey(`parallel-${algorithm}`);
      clock.now = T0 + 1_000;
      const results = await Promise.all(
        Array.from({ length: 20 }, () =>
          limiter.check(key, { limit: 5, windowMs: MINUTE, algorithm }),
        ),
      );
      expect(results.filter((r) => r.success)).toHaveLength(5);
      expect(await getStore().get(key, T0)).toBe(algorithm === "fixed" ? 20 : 5);
    },
  );
}

describe("memory store", () => {
  const store = new MemoryRateLimitStore({ now });
  behavesAsARateLimitStore(() => store);

  it("drops expired windows", async () => {
    const local = new MemoryRateLimitStore({ now });
    clock.now = T0;
    await local.increment("a", T0, MINUTE);
    clock.now = T0 + 2 * MINUTE;
    expect(await local.get("a", T0)).toBe(0);
    await local.increment("b", T0 + 2 * MINUTE, MINUTE);
    expect(local.size).toBe(1);
  });
});

describe(`postgres store on ${testDriver()}`, () => {
  const database = useTestDatabase();
  let store: PostgresRateLimitStore;
  beforeAll(() => {
    store = new PostgresRateLimitStore(database.db, { now, pruneProbability: 0 });
  });

  behavesAsARateLimitStore(() => store);
  countsAtomically(() => store);

  const rowsOf = async (prefix: string) =>
    (
      await database.db
        .select({ windowStart: rateLimits.windowStart, expiresAt: rateLimits.expiresAt })
        .from(rateLimits)
        .where(like(rateLimits.key, `${prefix}%`))
    ).sort((a, b) => a.windowStart - b.windowStart);

  it("stores one row per window that expires one window after the window ends", async () => {
    const key = uniqueKey("row");
    await store.increment(key, T0, MINUTE);
    await store.increment(key, T0, MINUTE);
    expect(await rowsOf(key)).toEqual([{ windowStart: T0, expiresAt: new Date(T0 + 2 * MINUTE) }]);
    expect(await store.get(key, T0)).toBe(2);
  });

  it("prunes expired rows and keeps the live ones", async () => {
    const prefix = uniqueKey("prune");
    await store.increment(`${prefix}:old`, T0, MINUTE);
    await store.increment(`${prefix}:live`, T0 + MINUTE, MINUTE);
    clock.now = T0 + 2 * MINUTE;
    expect(await store.get(`${prefix}:old`, T0)).toBe(0);
    expect(await store.prune()).toBeGreaterThanOrEqual(1);
    expect((await rowsOf(prefix)).map((r) => r.windowStart)).toEqual([T0 + MINUTE]);
  });

  it("prunes opportunistically while counting", async () => {
    const pruning = new PostgresRateLimitStore(database.db, { now, pruneProbability: 1 });
    const prefix = uniqueKey("opportunistic");
    clock.now = T0;
    await pruning.increment(`${prefix}:old`, T0, MINUTE);
    clock.now = T0 + 3 * MINUTE;
    await pruning.increment(`${prefix}:new`, T0 + 3 * MINUTE, MINUTE);
    expect((await rowsOf(prefix)).map((r) => r.windowStart)).toEqual([T0 + 3 * MINUTE]);
  });

  it("never takes a count below zero", async () => {
    const key = uniqueKey("floor");
    await store.decrement(key, T0);
    await store.increment(key, T0, MINUTE);
    await store.decrement(key, T0);
    await store.decrement(key, T0);
    expect(await store.get(key, T0)).toBe(0);
  });
});

// CI sets TEST_REDIS_URL; both vitest projects may run this at once, so each run uses its own prefix.
const redisUrl = process.env.TEST_REDIS_URL;
if (redisUrl) {
  describe("redis store", () => {
    const prefix = `teamkit:rl:test:${randomUUID()}:`;
    let redis: Redis;
    let store: RedisRateLimitStore;
    beforeAll(() => {
      redis = new Redis(redisUrl);
      store = new RedisRateLimitStore(redis, { prefix });
    });
    afterAll(async () => {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length) await redis.del(...keys);
      await redis.quit();
    });

    behavesAsARateLimitStore(() => store);
    countsAtomically(() => store);

    it("gives every counter an expiry that outlasts the window after it", async () => {
      const key = uniqueKey("ttl");
      await store.increment(key, T0, MINUTE);
      const ttl = await redis.pttl(`${prefix}${key}:${T0}`);
      expect(ttl).toBeGreaterThan(2 * MINUTE - 5_000);
      expect(ttl).toBeLessThanOrEqual(2 * MINUTE);
    });

    it("does not recreate an expired counter when taking a call back", async () => {
      const key = uniqueKey("gone");
      await store.decrement(key, T0);
      expect(await redis.exists(`${prefix}${key}:${T0}`)).toBe(0);
    });

    it("uses the teamkit:rl: prefix by default", async () => {
      const key = uniqueKey("default-prefix");
      await new RedisRateLimitStore(redis).increment(key, T0, MINUTE);
      expect(await redis.get(`teamkit:rl:${key}:${T0}`)).toBe("1");
      await redis.del(`teamkit:rl:${key}:${T0}`);
    });

    it("is chosen by createRateLimitStore when a Redis URL is given, and closes its client", async () => {
      const chosen = createRateLimitStore({ db: {} as never, redisUrl });
      expect(chosen).toBeInstanceOf(RedisRateLimitStore);
      const key = uniqueKey("factory");
      expect(await chosen.get(`test:${prefix}${key}`, T0)).toBe(0);
      await chosen.close();
    });
  });
}

describe("createRateLimitStore", () => {
  it("uses the database when no Redis URL is given", async () => {
    const store = createRateLimitStore({ db: {} as never, redisUrl: "" });
    expect(store).toBeInstanceOf(PostgresRateLimitStore);
    await store.close();
  });

  it("opens the Redis connection on the first command, not on creation", async () => {
    const store = createRateLimitStore({ db: {} as never, redisUrl: "redis://127.0.0.1:1" });
    expect(store).toBeInstanceOf(RedisRateLimitStore);
    const client = createRedisClient("redis://127.0.0.1:1");
    expect(client.status).toBe("wait");
    client.disconnect();
    await store.close();
  });

  it("fails the check quickly instead of letting calls through while Redis is unreachable", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const client = createRedisClient("redis://127.0.0.1:1");
    const limiter = createRateLimiter({
      store: new RedisRateLimitStore(client, { ownsClient: true }),
    });
    // Quick as in one retry, then the error (ioredis's default is 20, about 30 s of backoff).
    await expect(limiter.check("unreachable", { limit: 5, windowMs: MINUTE })).rejects.toThrow(
      /max retries per request limit \(which is 1\)/,
    );
    client.disconnect();
    logged.mockRestore();
  });

  it("fails the check instead of waiting for good when Redis takes the connection but never answers", async () => {
    const silent = createServer((socket) => socket.on("error", () => {}));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const { port } = silent.address() as AddressInfo;
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const client = createRedisClient(`redis://127.0.0.1:${port}`);
    const limiter = createRateLimiter({
      store: new RedisRateLimitStore(client, { ownsClient: true }),
    });
    try {
      await expect(limiter.check("silent", { limit: 5, windowMs: MINUTE })).rejects.toThrow(
        /timed out/,
      );
    } finally {
      client.disconnect();
      logged.mockRestore();
      silent.close();
    }
  });
});
