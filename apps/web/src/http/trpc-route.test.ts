import { describe, expect, it, vi } from "vitest";

import { GET, POST } from "~/app/api/trpc/[trpc]/route";

vi.mock("@teamkit/api", async () => {
  const { initTRPC } = await import("@trpc/server");
  const { default: superjson } = await import("superjson");
  const t = initTRPC.create({ transformer: superjson });
  return {
    appRouter: t.router({
      me: t.procedure.query(() => ({ email: "owner@example.com" })),
      rename: t.procedure.mutation(() => ({ ok: true })),
    }),
    createContext: () => Promise.resolve({}),
    describeError: () => ({ message: "refused", data: {} }),
    errorSummary: () => ({}),
    resolveLocale: () => "en",
  };
});
vi.mock("@teamkit/auth/env", () => ({ authEnv: () => ({ APP_URL: "http://localhost" }) }));

const ORIGIN = "http://localhost";

describe("/api/trpc answers", () => {
  it("are never stored by a shared cache: a query's GET, a mutation and a refusal", async () => {
    const query = await GET(new Request(`${ORIGIN}/api/trpc/me`));
    expect(query.status).toBe(200);
    const mutation = await POST(
      new Request(`${ORIGIN}/api/trpc/rename`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: ORIGIN },
        body: "{}",
      }),
    );
    expect(mutation.status).toBe(200);
    const refused = await POST(
      new Request(`${ORIGIN}/api/trpc/rename`, { method: "POST", body: "x" }),
    );
    expect(refused.status).toBe(415);
    for (const response of [query, mutation, refused])
      expect(response.headers.get("cache-control")).toBe("private, no-store");
  });
});
