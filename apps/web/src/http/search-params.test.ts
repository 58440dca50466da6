import { describe, expect, it } from "vitest";

import { emailParam } from "./search-params";

describe("emailParam", () => {
  it("gives an address as the mail was sent to it", () => {
    expect(emailParam({ email: " Ada@Example.com " })).toBe("ada@example.com");
    expect(emailParam({ email: ["ada@example.com", "eve@example.com"] })).toBe("ada@example.com");
  });

  it("gives nothing for text a link planted, or no param at all", () => {
    for (const email of [
      "Your account is locked. Call +1-800-555-0100",
      "foo",
      "ada@",
      "<b>ada@example.com</b>",
      `${"a".repeat(300)}@example.com`,
      "",
      undefined,
    ]) {
      expect(emailParam({ email }), String(email)).toBeUndefined();
    }
  });
});
