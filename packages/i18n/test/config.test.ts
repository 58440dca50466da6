import { describe, expect, it } from "vitest";

import { localizedPath } from "../src/config";

describe("localizedPath", () => {
  it("leaves English unprefixed and puts German under /de", () => {
    expect(localizedPath("en", "/")).toBe("/");
    expect(localizedPath("en", "/pricing")).toBe("/pricing");
    expect(localizedPath("de", "/")).toBe("/de");
    expect(localizedPath("de", "/app/dashboard")).toBe("/de/app/dashboard");
  });
});
