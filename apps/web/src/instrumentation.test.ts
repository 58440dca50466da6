import { afterEach, describe, expect, it, vi } from "vitest";

import { onRequestError, register } from "./instrumentation";

const context = {
  routerKind: "App Router",
  routePath: "/[locale]/(default)/dev/error",
  routeType: "render",
  renderSource: "react-server-components",
  revalidateReason: undefined,
} as const;

function request(userAgent: string, headers: Record<string, string> = {}) {
  return { path: "/dev/error", method: "GET", headers: { "user-agent": userAgent, ...headers } };
}

/** What drizzle throws for a failed query: the SQL and its parameters in the message. */
class DrizzleQueryError extends Error {
  constructor(query: string, params: unknown[], cause: unknown) {
    super(`Failed query: ${query}\nparams: ${params.join(",")}`, { cause });
  }
}

describe("onRequestError", () => {
  afterEach(() => vi.restoreAllMocks());

  it("logs one JSON line with the route, the digest, the request id and whether a bot asked", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const error = Object.assign(new Error("boom"), { digest: "123" });
    const id = "0b6d3f7e-4c1a-4f8e-9f0a-1b2c3d4e5f60";
    await onRequestError(error, request("Googlebot/2.1", { "x-request-id": id }), context);
    await onRequestError(error, request("Mozilla/5.0 Firefox/128.0"), context);
    const lines = log.mock.calls.map(
      ([line]) => JSON.parse(String(line)) as Record<string, unknown>,
    );
    expect(lines[0]).toMatchObject({
      level: "error",
      path: "/dev/error",
      route: "/[locale]/(default)/dev/error",
      digest: "123",
      requestId: id,
      bot: true,
      error: "Error",
    });
    expect(lines[1]).toMatchObject({ bot: false });
    expect(lines[1]?.requestId).toMatch(/^[\w-]{36}$/);
  });

  it("logs a failed query's class and SQLSTATE, never its SQL, parameters or message", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const hash = "$argon2id$v=19$m=19456,t=2,p=1$salt$hash";
    const driverError = Object.assign(new Error('duplicate key value violates "users_email"'), {
      code: "23505",
    });
    const error = new DrizzleQueryError(
      'insert into "users" ("email", "password_hash") values ($1, $2)',
      ["ada@example.com", hash],
      driverError,
    );
    await onRequestError(error, request("Mozilla/5.0"), context);
    const line = String(log.mock.calls[0]?.[0]);
    expect(JSON.parse(line)).toMatchObject({ error: "DrizzleQueryError", code: "23505" });
    for (const secret of ["ada@example.com", hash, "insert into", "duplicate key"])
      expect(line).not.toContain(secret);
  });
});

describe("register", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
    vi.doUnmock("@teamkit/api");
  });

  it("exits with what to set when the server is misconfigured, instead of serving 500s", async () => {
    vi.stubEnv("NEXT_RUNTIME", "nodejs");
    vi.doMock("@teamkit/api", () => ({
      prepareServer: () => Promise.reject(new Error("APP_URL is not set. Set APP_URL=https://…")),
    }));
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const exit = vi.spyOn(process, "exit").mockImplementation(() => undefined as never);
    await register();
    expect(exit).toHaveBeenCalledWith(1);
    expect(log).toHaveBeenCalledWith(
      "Teamkit cannot start: APP_URL is not set. Set APP_URL=https://…",
    );
  });
});
