import { describe, expect, it } from "vitest";

import { AppError } from "@teamkit/validators";

import { errorMessage } from "../src/errors";

const limited = (retryAfter?: number) =>
  new AppError("TOO_MANY_REQUESTS", { messageKey: "errors.tooManyRequests", retryAfter });

describe("errorMessage", () => {
  it("says how long a rate limit lasts, in minutes or seconds, in both languages", () => {
    expect(errorMessage("TOO_MANY_REQUESTS", limited(600), "en")).toEqual({
      key: "errors.tooManyRequests",
      message: "Too many attempts. Try again in 10 minutes.",
    });
    expect(errorMessage("TOO_MANY_REQUESTS", limited(61), "en").message).toBe(
      "Too many attempts. Try again in 2 minutes.",
    );
    expect(errorMessage("TOO_MANY_REQUESTS", limited(1), "en").message).toBe(
      "Too many attempts. Try again in 1 second.",
    );
    expect(errorMessage("TOO_MANY_REQUESTS", limited(600), "de").message).toBe(
      "Zu viele Versuche. Versuche es in 10 Minuten erneut.",
    );
    expect(errorMessage("TOO_MANY_REQUESTS", limited(45), "de").message).toBe(
      "Zu viele Versuche. Versuche es in 45 Sekunden erneut.",
    );
  });

  it("keeps the generic rate-limit text when the wait is not known", () => {
    expect(errorMessage("TOO_MANY_REQUESTS", limited(), "en").message).toBe(
      "Too many attempts. Please wait a moment and try again.",
    );
  });
});
