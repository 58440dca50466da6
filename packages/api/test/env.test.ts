import { describe, expect, it } from "vitest";

import { readApiEnv } from "../src/env";

describe("readApiEnv", () => {
  it("keeps rate-limit counters in the database when REDIS_URL is unset or empty", () => {
    expect(readApiEnv({}).REDIS_URL).toBeUndefined();
    expect(readApiEnv({ REDIS_URL: "" }).REDIS_URL).toBeUndefined();
  });

  it("accepts a redis:// URL", () => {
    expect(readApiEnv({ REDIS_URL: "redis://127.0.0.1:6379/0" }).REDIS_URL).toBe(
      "redis://127.0.0.1:6379/0",
    );
  });

  it("explains a malformed REDIS_URL", () => {
    expect(() => readApiEnv({ REDIS_URL: "localhost:6379" })).toThrow(
      /REDIS_URL must start with redis:\/\//,
    );
  });

  it("applies rate-limit overrides and rejects switching a limit off", () => {
    expect(
      readApiEnv({ TEAMKIT_RATE_LIMIT_SIGN_IN_EMAIL: "50/60" }).rateLimits.signInEmail,
    ).toMatchObject({ limit: 50, windowMs: 60_000 });
    expect(() => readApiEnv({ TEAMKIT_RATE_LIMIT_SIGN_IN_EMAIL: "0/60" })).toThrow(
      /TEAMKIT_RATE_LIMIT_SIGN_IN_EMAIL/,
    );
  });
});
