import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { readAuthEnv } from "../src/env";

describe("readAuthEnv", () => {
  it("refuses to start in production without AUTH_SECRET and says how to make one", () => {
    expect(() => readAuthEnv({ NODE_ENV: "production" })).toThrow(
      /AUTH_SECRET is not set.*openssl rand -base64 32/s,
    );
  });

  it("refuses to start in production without APP_URL and says what to set", () => {
    expect(() => readAuthEnv({ NODE_ENV: "production", AUTH_SECRET: "x".repeat(40) })).toThrow(
      /APP_URL is not set.*APP_URL=https:\/\/app\.example\.com/s,
    );
    expect(
      readAuthEnv({
        NODE_ENV: "production",
        AUTH_SECRET: "x".repeat(40),
        APP_URL: "https://app.example.com",
      }).APP_URL,
    ).toBe("https://app.example.com");
  });

  it("generates a development secret once and keeps it under the data folder", () => {
    const secretFile = path.join(
      mkdtempSync(path.join(tmpdir(), "teamkit-")),
      "nested",
      "auth-secret",
    );
    const first = readAuthEnv({ NODE_ENV: "development" }, { secretFile });
    const second = readAuthEnv({ NODE_ENV: "development" }, { secretFile });
    expect(first.AUTH_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(second.AUTH_SECRET).toBe(first.AUTH_SECRET);
    expect(readFileSync(secretFile, "utf8")).toBe(first.AUTH_SECRET);
  });

  it("rejects a short secret and a malformed APP_URL", () => {
    expect(() => readAuthEnv({ AUTH_SECRET: "short" })).toThrow(/at least 32 characters/);
    expect(() => readAuthEnv({ AUTH_SECRET: "x".repeat(40), APP_URL: "not a url" })).toThrow(
      /APP_URL/,
    );
    expect(() =>
      readAuthEnv({ AUTH_SECRET: "x".repeat(40), APP_URL: "ftp://example.com" }),
    ).toThrow(/APP_URL/);
  });

  it("defaults APP_URL to the local dev server and trims a trailing slash", () => {
    expect(readAuthEnv({ AUTH_SECRET: "x".repeat(40) }).APP_URL).toBe("http://localhost:3000");
    expect(
      readAuthEnv({ AUTH_SECRET: "x".repeat(40), APP_URL: "https://app.example.com/" }).APP_URL,
    ).toBe("https://app.example.com");
  });
});
