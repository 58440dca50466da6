import { afterEach, describe, expect, it, vi } from "vitest";

import { onRequestError } from "./instrumentation";

const context = {
  routerKind: "App Router",
  routePath: "/[locale]/(default)/dev/error",
  routeType: "render",
  renderSource: "react-server-components",
  revalidateReason: undefined,
} as const;

function request(userAgent: string) {
  return { path: "/dev/error", method: "GET", headers: { "user-agent": userAgent } };
}

describe("onRequestError", () => {
  afterEach(() => vi.restoreAllMocks());

  it("logs one JSON line with the route, the digest and whether a bot asked", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const error = Object.assign(new Error("boom"), { digest: "123" });
    await onRequestError(error, request("Googlebot/2.1"), context);
    await onRequestError(error, request("Mozilla/5.0 Firefox/128.0"), context);
    const lines = log.mock.calls.map(
      ([line]) => JSON.parse(String(line)) as Record<string, unknown>,
    );
    expect(lines[0]).toMatchObject({
      level: "error",
      path: "/dev/error",
      route: "/[locale]/(default)/dev/error",
      digest: "123",
      bot: true,
      error: "boom",
    });
    expect(lines[1]).toMatchObject({ bot: false });
  });
});
