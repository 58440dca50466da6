import { afterEach, describe, expect, it, vi } from "vitest";

import { consoleProvider, setAnalyticsProvider, track } from "./analytics";

afterEach(() => setAnalyticsProvider(consoleProvider));

describe("analytics", () => {
  it("logs 'tracking event' with the event by default", () => {
    const info = vi.spyOn(console, "info").mockImplementation(() => undefined);
    track({ name: "page_view", path: "/pricing" });
    expect(info).toHaveBeenCalledWith("tracking event", { name: "page_view", path: "/pricing" });
    info.mockRestore();
  });

  it("hands events to an installed provider", () => {
    const events: unknown[] = [];
    setAnalyticsProvider({ track: (event) => events.push(event) });
    track({ name: "sign_up" });
    expect(events).toEqual([{ name: "sign_up" }]);
  });

  it("never lets a failing provider break the page", () => {
    setAnalyticsProvider({
      track: () => {
        throw new Error("blocked by an ad blocker");
      },
    });
    expect(() => track({ name: "sign_out" })).not.toThrow();
  });
});
