import { afterEach, describe, expect, it, vi } from "vitest";

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

  it("runs the scheduler in the app unless told off, and keeps retention within 1 to 3650 days", () => {
    expect(readApiEnv({})).toMatchObject({
      TEAMKIT_SCHEDULER: "app",
      TEAMKIT_MAILBOX_RETENTION_DAYS: 30,
      TEAMKIT_WEBHOOK_RETENTION_DAYS: 90,
    });
    expect(
      readApiEnv({ TEAMKIT_SCHEDULER: "off", TEAMKIT_MAILBOX_RETENTION_DAYS: "7" }),
    ).toMatchObject({ TEAMKIT_SCHEDULER: "off", TEAMKIT_MAILBOX_RETENTION_DAYS: 7 });
    expect(() => readApiEnv({ TEAMKIT_SCHEDULER: "cron" })).toThrow(/TEAMKIT_SCHEDULER must be/);
    expect(() => readApiEnv({ TEAMKIT_WEBHOOK_RETENTION_DAYS: "0" })).toThrow(
      /TEAMKIT_WEBHOOK_RETENTION_DAYS must be at least 1 day/,
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

describe("assertServerEnv", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("names every misconfigured variable of every package at once", async () => {
    vi.resetModules();
    vi.stubEnv("DATABASE_URL", "mysql://db.example.com/app");
    vi.stubEnv("REDIS_URL", "localhost:6379");
    vi.stubEnv("AI_BASE_URL", "ftp://models.example.com");
    vi.stubEnv("EMAIL_FROM", "not an address");
    const { assertServerEnv } = await import("../src/setup");
    let message = "";
    try {
      assertServerEnv();
    } catch (error) {
      message = (error as Error).message;
    }
    for (const variable of ["DATABASE_URL", "REDIS_URL", "AI_BASE_URL", "EMAIL_FROM"])
      expect(message).toContain(`  - ${variable}: `);
    // The database's paragraph once, though two checks read it.
    expect(message.match(/Invalid database configuration/g)).toHaveLength(1);
  });

  it("passes this machine's environment", async () => {
    vi.resetModules();
    const { assertServerEnv } = await import("../src/setup");
    expect(() => assertServerEnv()).not.toThrow();
  });
});

describe("startAppScheduler", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it("warns that nothing runs the jobs when they are switched off on PGlite", async () => {
    vi.resetModules();
    vi.stubEnv("TEAMKIT_SCHEDULER", "off");
    vi.stubEnv("DATABASE_URL", "");
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { startAppScheduler } = await import("../src/jobs");
    await startAppScheduler();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("no scheduled job runs"));

    warn.mockClear();
    vi.stubEnv("DATABASE_URL", "postgres://postgres@127.0.0.1:5432/app");
    await startAppScheduler();
    expect(warn).not.toHaveBeenCalled();
  });
});
