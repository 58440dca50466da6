import { readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { RATE_LIMITS, rateLimitEnvName, rateLimitKey, resolveRateLimits } from "../src/rate-limit";

describe("RATE_LIMITS", () => {
  it("holds the product's default thresholds", () => {
    expect(RATE_LIMITS.signInPair).toMatchObject({ limit: 5, windowMs: 60_000 });
    expect(RATE_LIMITS.signInEmail).toMatchObject({ limit: 50, windowMs: 3_600_000 });
    expect(RATE_LIMITS.signInDevice).toMatchObject({ limit: 10, windowMs: 60_000 });
    expect(RATE_LIMITS.signInIp).toMatchObject({ limit: 20, windowMs: 60_000 });
    expect(RATE_LIMITS.mailSendPair).toMatchObject({ limit: 3, windowMs: 300_000 });
    expect(RATE_LIMITS.mailSend).toMatchObject({ limit: 10, windowMs: 3_600_000 });
    expect(RATE_LIMITS.mailSendDevice).toMatchObject({ limit: 3, windowMs: 300_000 });
    expect(RATE_LIMITS.mailSendIp).toMatchObject({ limit: 10, windowMs: 600_000 });
    expect(RATE_LIMITS.otpAttempt).toMatchObject({ limit: 3, windowMs: 600_000 });
    expect(RATE_LIMITS.invitation).toMatchObject({ limit: 20, windowMs: 3_600_000 });
    expect(RATE_LIMITS.ai).toMatchObject({ limit: 20, windowMs: 60_000 });
    expect(RATE_LIMITS.aiStop).toMatchObject({ limit: 30, windowMs: 60_000 });
  });

  it("are each documented, in both languages, with the variable that overrides them", () => {
    const docs = path.resolve(import.meta.dirname, "../../../apps/web/content/docs");
    const read = (page: string) => readFileSync(path.join(docs, page), "utf8");
    for (const locale of ["en", "de"]) {
      const rules = read(`${locale}/architecture/rate-limits.mdx`);
      const variables = read(`${locale}/configuration/environment-variables.mdx`);
      for (const name of Object.keys(RATE_LIMITS) as (keyof typeof RATE_LIMITS)[]) {
        expect(rules, `${locale}: ${name}`).toContain(`**\`${name}\`**`);
        expect(variables, `${locale}: ${name}`).toContain(`\`${rateLimitEnvName(name)}\``);
      }
    }
  });

  it("keys each rule's counters apart", () => {
    expect(rateLimitKey("signInEmail", "a@example.com")).not.toBe(
      rateLimitKey("mailSend", "a@example.com"),
    );
  });

  it("keeps keys short and free of the subject, whatever its length", () => {
    const key = rateLimitKey("mailSend", `${"a".repeat(3000)}@example.com`);
    expect(key.length).toBeLessThan(64);
    expect(key).not.toContain("example.com");
    expect(rateLimitKey("mailSend", "a@example.com")).not.toBe(
      rateLimitKey("mailSend", "b@example.com"),
    );
  });
});

describe("rateLimitEnvName", () => {
  it("turns a rule name into its upper snake case variable", () => {
    expect(rateLimitEnvName("signInEmail")).toBe("TEAMKIT_RATE_LIMIT_SIGN_IN_EMAIL");
    expect(rateLimitEnvName("otpAttempt")).toBe("TEAMKIT_RATE_LIMIT_OTP_ATTEMPT");
    expect(rateLimitEnvName("ai")).toBe("TEAMKIT_RATE_LIMIT_AI");
  });
});

describe("resolveRateLimits", () => {
  it("returns the defaults when nothing is overridden", () => {
    expect(resolveRateLimits({ PATH: "/usr/bin", TEAMKIT_RATE_LIMIT_AI: "" })).toEqual(RATE_LIMITS);
  });

  it("applies an override of limit and window and keeps the rule's algorithm", () => {
    const rules = resolveRateLimits({
      TEAMKIT_RATE_LIMIT_SIGN_IN_EMAIL: "50/60",
      TEAMKIT_RATE_LIMIT_AI: " 100 / 30 ",
    });
    expect(rules.signInEmail).toEqual({ limit: 50, windowMs: 60_000 });
    expect(rules.ai).toEqual({ limit: 100, windowMs: 30_000, algorithm: "sliding" });
    expect(rules.signInIp).toEqual(RATE_LIMITS.signInIp);
  });

  it("names the variable and the expected format for a malformed value", () => {
    expect(() => resolveRateLimits({ TEAMKIT_RATE_LIMIT_SIGN_IN_EMAIL: "50 per minute" })).toThrow(
      /TEAMKIT_RATE_LIMIT_SIGN_IN_EMAIL must be "<limit>\/<windowSeconds>".*e\.g\. "50\/60".*got "50 per minute"/,
    );
  });

  it("refuses to switch a limit off with a zero limit or window", () => {
    expect(() => resolveRateLimits({ TEAMKIT_RATE_LIMIT_MAIL_SEND: "0/60" })).toThrow(
      /TEAMKIT_RATE_LIMIT_MAIL_SEND must be .*at least 1.*cannot be switched off.*got "0\/60"/,
    );
    expect(() => resolveRateLimits({ TEAMKIT_RATE_LIMIT_MAIL_SEND: "5/0" })).toThrow(
      /TEAMKIT_RATE_LIMIT_MAIL_SEND/,
    );
  });

  it("refuses negative and fractional values", () => {
    expect(() => resolveRateLimits({ TEAMKIT_RATE_LIMIT_AI: "-1/60" })).toThrow(
      /TEAMKIT_RATE_LIMIT_AI must be/,
    );
    expect(() => resolveRateLimits({ TEAMKIT_RATE_LIMIT_AI: "1.5/60" })).toThrow(
      /TEAMKIT_RATE_LIMIT_AI must be/,
    );
  });

  it("rejects an unknown rule name instead of ignoring a typo", () => {
    expect(() => resolveRateLimits({ TEAMKIT_RATE_LIMIT_SIGNIN_EMAIL: "50/60" })).toThrow(
      /TEAMKIT_RATE_LIMIT_SIGNIN_EMAIL is not a rate limit; known: .*TEAMKIT_RATE_LIMIT_SIGN_IN_EMAIL/,
    );
  });

  it("reports every bad variable at once", () => {
    let message = "";
    try {
      resolveRateLimits({ TEAMKIT_RATE_LIMIT_AI: "x", TEAMKIT_RATE_LIMIT_INVITATION: "0/1" });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain("TEAMKIT_RATE_LIMIT_AI");
    expect(message).toContain("TEAMKIT_RATE_LIMIT_INVITATION");
  });
});
