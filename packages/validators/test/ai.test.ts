import { describe, expect, it } from "vitest";

import { answerFailureKey, chatRefusal } from "../src/ai";

describe("chatRefusal", () => {
  it("reads the reason, the wait in whole seconds and the quota of a refusal", () => {
    const body = {
      error: {
        message: "Too many requests.",
        messageKey: "errors.rateLimited",
        retryAfter: 2.1,
        quota: { used: 20, limit: 20 },
      },
    };
    expect(chatRefusal(429, body)).toEqual({
      status: 429,
      message: "Too many requests.",
      messageKey: "errors.rateLimited",
      retryAfter: 3,
      quota: { used: 20, limit: 20 },
    });
  });

  it("has no reason to show for a body that was no JSON", () => {
    expect(chatRefusal(502, null)).toEqual({
      status: 502,
      message: "",
      messageKey: null,
      retryAfter: null,
      quota: null,
    });
  });
});

describe("answerFailureKey", () => {
  it("names why a failed answer ended, with a fallback, and nothing for any other", () => {
    expect(answerFailureKey({ status: "error", errorKey: "ai.errors.timeout" })).toBe(
      "ai.errors.timeout",
    );
    expect(answerFailureKey({ status: "error" })).toBe("ai.page.errorFallback");
    expect(answerFailureKey({ status: "stopped" })).toBeNull();
    expect(answerFailureKey(undefined)).toBeNull();
  });
});
