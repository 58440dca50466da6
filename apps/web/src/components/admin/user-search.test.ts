import { describe, expect, it } from "vitest";

import { loadUserSearch, userSearchQuery } from "./user-search";

describe("loadUserSearch", () => {
  it("reads a shared link back into the same search", () => {
    const search = loadUserSearch({
      q: "ada@",
      verified: "no",
      admin: "yes",
      hasTeam: "any",
      sort: "email",
      page: "3",
    });
    expect(search).toEqual({
      q: "ada@",
      verified: "no",
      admin: "yes",
      hasTeam: "any",
      sort: "email",
      page: 3,
    });
    expect(userSearchQuery(search)).toBe("?q=ada%40&verified=no&admin=yes&sort=email&page=3");
  });

  it("falls back to the default of each missing, repeated or invalid parameter", () => {
    expect(
      loadUserSearch({ q: ["a", "b"], verified: "maybe", sort: "age", page: "-2", admin: "no" }),
    ).toEqual({ q: "", verified: "any", admin: "no", hasTeam: "any", sort: "created", page: 1 });
    expect(userSearchQuery(loadUserSearch({}))).toBe("");
  });
});
