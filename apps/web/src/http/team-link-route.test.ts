import { beforeEach, describe, expect, it, vi } from "vitest";

import { GET } from "~/app/[locale]/(app)/t/[slug]/route";

import { isTopLevelNavigation } from "./navigation";

const { bySlug, switchTeam } = vi.hoisted(() => ({
  bySlug: vi.fn(() => Promise.resolve({ id: "team-1", name: "Acme", slug: "acme" })),
  switchTeam: vi.fn(() => Promise.resolve({ id: "team-1" })),
}));
vi.mock("@teamkit/api", () => ({
  createContext: () => Promise.resolve({ session: { user: { id: "u1" } } }),
  createCaller: () => ({ team: { bySlug, switch: switchTeam } }),
}));

vi.mock("~/i18n/navigation", () => ({
  getPathname: ({ href }: { href: string | { pathname: string } }) =>
    typeof href === "string" ? href : href.pathname,
}));

const NAVIGATION = { "sec-fetch-mode": "navigate", "sec-fetch-dest": "document" };

function follow(headers: Record<string, string>, method = "GET") {
  const request = new Request("http://localhost/t/acme", { method, headers });
  return GET(request, { params: Promise.resolve({ locale: "en", slug: "acme" }) });
}

beforeEach(() => {
  bySlug.mockClear();
  switchTeam.mockClear();
});

describe("GET /t/{slug}", () => {
  it("switches on a top-level navigation and tells the dashboard so", async () => {
    const response = await follow({ ...NAVIGATION, "sec-fetch-site": "cross-site" });
    expect(switchTeam).toHaveBeenCalledWith({ teamId: "team-1" });
    expect(response.status).toBe(307);
    expect(response.headers.get("location")).toBe("/app/dashboard?switched=1");
  });

  it("switches for a client that sends no Fetch Metadata, as older browsers do", async () => {
    await follow({});
    expect(switchTeam).toHaveBeenCalledTimes(1);
  });

  it.each([
    ["an image", { "sec-fetch-mode": "no-cors", "sec-fetch-dest": "image" }],
    ["a fetch", { "sec-fetch-mode": "cors", "sec-fetch-dest": "empty" }],
    ["a frame", { "sec-fetch-mode": "navigate", "sec-fetch-dest": "iframe" }],
    ["a prefetch", { ...NAVIGATION, "sec-purpose": "prefetch" }],
    ["a router prefetch", { rsc: "1", "next-router-prefetch": "1" }],
  ])("never switches for %s, and sends it to the dashboard as it is", async (_name, headers) => {
    const response = await follow(headers);
    expect(switchTeam).not.toHaveBeenCalled();
    expect(bySlug).not.toHaveBeenCalled();
    expect(response.headers.get("location")).toBe("/app/dashboard");
  });

  it("never switches for a HEAD request", () => {
    expect(isTopLevelNavigation(new Request("http://localhost/t/acme", { method: "HEAD" }))).toBe(
      false,
    );
  });
});
