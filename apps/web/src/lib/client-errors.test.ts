import { describe, expect, it } from "vitest";

import { clientErrorMessage } from "./client-errors";

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
