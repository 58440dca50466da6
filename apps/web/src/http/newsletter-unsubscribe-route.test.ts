import { TRPCError } from "@trpc/server";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { GET, POST } from "~/app/api/newsletter/unsubscribe/route";

const { unsubscribe } = vi.hoisted(() => ({
  unsubscribe: vi.fn((_input: { token: string }) => Promise.resolve({ ok: true as const })),
}));
vi.mock("@teamkit/api", () => ({
  createContext: () => Promise.resolve({ session: null }),
  createCaller: () => ({ newsletter: { unsubscribeOneClick: unsubscribe } }),
}));

const ADDRESS = "http://localhost/api/newsletter/unsubscribe";

/** What a mail client's unsubscribe button sends (RFC 8058): a form post without cookies. */
function oneClick(query: string) {
  return POST(
    new Request(`${ADDRESS}?${query}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    }),
  );
}

beforeEach(() => {
  unsubscribe.mockClear();
});

describe("POST /api/newsletter/unsubscribe", () => {
  it("unsubscribes the token's address at once and answers 200", async () => {
    const response = await oneClick("token=tok-1&locale=de");
    expect(unsubscribe).toHaveBeenCalledWith({ token: "tok-1" });
    expect(response.status).toBe(200);
  });

  it("answers 400 to a token the newsletter does not know", async () => {
    unsubscribe.mockRejectedValueOnce(new TRPCError({ code: "BAD_REQUEST" }));
    const response = await oneClick("token=unknown");
    expect(response.status).toBe(400);
  });

  it("answers 429 when the one-click limit refuses the request", async () => {
    unsubscribe.mockRejectedValueOnce(new TRPCError({ code: "TOO_MANY_REQUESTS" }));
    expect((await oneClick("token=tok-1")).status).toBe(429);
  });
});

describe("GET /api/newsletter/unsubscribe", () => {
  it("only opens the unsubscribe page in the subscriber's language, which asks first", () => {
    const response = GET(new Request(`${ADDRESS}?token=tok-2&locale=de`));
    expect(unsubscribe).not.toHaveBeenCalled();
    expect(response.status).toBe(307);
    expect(response.headers.get("location")).toBe("/de/newsletter/unsubscribe?token=tok-2");
  });

  it("opens the English page for a missing or unknown language", () => {
    const response = GET(new Request(`${ADDRESS}?token=tok-3&locale=fr`));
    expect(response.headers.get("location")).toBe("/newsletter/unsubscribe?token=tok-3");
  });
});
