import { describe, expect, it } from "vitest";

import { hasLocalePrefix, safeCallbackUrl } from "./safe-callback-url";

describe("safeCallbackUrl", () => {
  it("keeps a path on this site with its query and hash", () => {
    expect(safeCallbackUrl("/app/tasks")).toBe("/app/tasks");
    expect(safeCallbackUrl("/de/app/tasks?view=board#top")).toBe("/de/app/tasks?view=board#top");
  });

  it("refuses absolute and protocol-relative URLs (no open redirect)", () => {
    for (const value of [
      "https://evil.example/app",
      "//evil.example/app",
      "/\\evil.example",
      "\\\\evil.example",
      "javascript:alert(1)",
      "/\t/evil.example",
      "app/dashboard",
      "",
      null,
      undefined,
    ]) {
      expect(safeCallbackUrl(value), String(value)).toBeNull();
    }
  });

  it("refuses paths that normalise or decode into another host", () => {
    for (const value of [
      "/.//evil.example",
      "/app/..//evil.example",
      "/app/../..//evil.example/x",
      "/./\\evil.example",
      "/%2F%2Fevil.example",
      "/%2f/evil.example",
      "/%5C%5Cevil.example",
      "/%5cevil.example",
      "/.%2F%2Fevil.example",
      "/%2e/%2fevil.example",
      "/%09/evil.example",
      "/%00",
    ]) {
      expect(safeCallbackUrl(value), value).toBeNull();
    }
    // A dot segment that stays on this site is fine, normalised.
    expect(safeCallbackUrl("/app/../app/tasks")).toBe("/app/tasks");
  });

  it("refuses the auth screens, so sign-in never loops back to itself", () => {
    expect(safeCallbackUrl("/auth/login")).toBeNull();
    expect(safeCallbackUrl("/de/auth/signup?x=1")).toBeNull();
  });
});

describe("hasLocalePrefix", () => {
  it("recognises a locale segment, not a word that starts like one", () => {
    expect(hasLocalePrefix("/de")).toBe(true);
    expect(hasLocalePrefix("/de/app")).toBe(true);
    expect(hasLocalePrefix("/design")).toBe(false);
    expect(hasLocalePrefix("/app")).toBe(false);
  });
});
