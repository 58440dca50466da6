import { describe, expect, it } from "vitest";

import { httpUrl, routeRedirects } from "./redirects";

describe("routeRedirects", () => {
  it("sends familiar paths to their pages in both languages", () => {
    const redirects = routeRedirects({});
    expect(redirects).toContainEqual({
      source: "/login",
      destination: "/auth/login",
      permanent: true,
    });
    expect(redirects).toContainEqual({
      source: "/de/register",
      destination: "/de/auth/signup",
      permanent: true,
    });
    expect(redirects.some((redirect) => redirect.source.endsWith("/source"))).toBe(false);
  });

  it("adds the absolute source-code redirect only for an absolute URL", () => {
    const redirects = routeRedirects({ TEAMKIT_SOURCE_URL: "https://code.example.org/teamkit" });
    for (const source of ["/source", "/de/source"])
      expect(redirects).toContainEqual({
        source,
        destination: "https://code.example.org/teamkit",
        permanent: false,
      });
    for (const value of ["/teamkit", "javascript:alert(1)", "not a url", ""])
      expect(routeRedirects({ TEAMKIT_SOURCE_URL: value })).toHaveLength(routeRedirects({}).length);
  });

  it("accepts only http and https URLs", () => {
    expect(httpUrl("http://localhost:4000/x")).toBe("http://localhost:4000/x");
    expect(httpUrl("ftp://example.org")).toBeUndefined();
    expect(httpUrl(undefined)).toBeUndefined();
  });
});
