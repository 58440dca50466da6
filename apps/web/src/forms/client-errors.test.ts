import { describe, expect, it } from "vitest";

import { clientErrorMessage, isFinalRefusal, isLoggableClientError } from "./client-errors";

const t = (key: string) => `t(${key})`;

describe("clientErrorMessage", () => {
  it("shows the server's translated message", () => {
    const error = Object.assign(new Error("Zu viele Versuche."), {
      data: { messageKey: "errors.tooManyRequests", httpStatus: 429 },
    });
    expect(clientErrorMessage(error, t)).toBe("Zu viele Versuche.");
  });

  it("translates the message key when the server sent no text", () => {
    const error = Object.assign(new Error(""), { data: { messageKey: "errors.forbidden" } });
    expect(clientErrorMessage(error, t)).toBe("t(errors.forbidden)");
  });

  it("says the server could not be reached when there is no error data", () => {
    expect(clientErrorMessage(new TypeError("Failed to fetch"), t)).toBe("t(errors.network)");
  });
});

describe("isLoggableClientError", () => {
  const withStatus = (httpStatus: number) =>
    Object.assign(new Error("x"), { data: { httpStatus } });

  it("leaves out the refusals a client expects (4xx)", () => {
    for (const status of [400, 401, 403, 404, 409, 413, 429])
      expect(isLoggableClientError(withStatus(status))).toBe(false);
  });

  it("logs server failures (5xx)", () => {
    expect(isLoggableClientError(withStatus(500))).toBe(true);
    expect(isLoggableClientError(withStatus(503))).toBe(true);
  });

  it("logs a call that got no answer from the API", () => {
    expect(isLoggableClientError(new TypeError("Failed to fetch"))).toBe(true);
  });
});

describe("isFinalRefusal", () => {
  const withStatus = (httpStatus: number) =>
    Object.assign(new Error("x"), { data: { httpStatus } });

  it("counts a refusal that asking again cannot change", () => {
    for (const status of [400, 401, 403, 404, 409])
      expect(isFinalRefusal(withStatus(status))).toBe(true);
  });

  it("leaves a wait, an outage or no answer open for another try", () => {
    for (const status of [408, 429, 500, 503])
      expect(isFinalRefusal(withStatus(status))).toBe(false);
    expect(isFinalRefusal(new TypeError("Failed to fetch"))).toBe(false);
  });
});
