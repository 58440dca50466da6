import { describe, expect, it } from "vitest";

import { chatRequestError } from "./chat-error";

/** The shape of the error the AI SDK's chat transport throws for a response that is not OK. */
function refused(statusCode: number, body: unknown) {
  return Object.assign(new Error("refused"), {
    statusCode,
    responseBody: typeof body === "string" ? body : JSON.stringify(body),
  });
}

describe("chatRequestError", () => {
  it("reads the translated message, key and retry time of a rate limit", () => {
    const error = refused(429, {
      error: {
        message: "Zu viele Nachrichten.",
        messageKey: "ai.errors.rateLimited",
        retryAfter: 12.2,
      },
    });
    expect(chatRequestError(error)).toEqual({
      status: 429,
      message: "Zu viele Nachrichten.",
      messageKey: "ai.errors.rateLimited",
      retryAfter: 13,
      quota: null,
    });
  });

  it("reads the quota of a quota refusal, beside the error or inside it", () => {
    const beside = refused(429, {
      error: { message: "Used up.", messageKey: "ai.errors.quotaReached" },
      quota: { used: 20, limit: 20 },
    });
    const inside = refused(429, {
      error: {
        message: "Used up.",
        messageKey: "ai.errors.quotaReached",
        quota: { used: 5, limit: 5 },
      },
    });
    expect(chatRequestError(beside)?.quota).toEqual({ used: 20, limit: 20 });
    expect(chatRequestError(inside)?.quota).toEqual({ used: 5, limit: 5 });
  });

  it("keeps the status of a body that is not JSON, without a message", () => {
    expect(chatRequestError(refused(502, "<html>Bad gateway</html>"))).toEqual({
      status: 502,
      message: "",
      messageKey: null,
      retryAfter: null,
      quota: null,
    });
  });

  it("ignores a malformed quota and a retry time that is not positive", () => {
    const error = refused(429, {
      error: { message: "x", messageKey: "ai.errors.rateLimited", retryAfter: 0 },
      quota: { used: "20" },
    });
    expect(chatRequestError(error)).toMatchObject({ retryAfter: null, quota: null });
  });

  it("answers null for errors that are no refusal (a stream's error, the network)", () => {
    expect(chatRequestError(new Error("The model timed out."))).toBeNull();
    expect(chatRequestError(new TypeError("Failed to fetch"))).toBeNull();
    expect(chatRequestError(undefined)).toBeNull();
  });
});
