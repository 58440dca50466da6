import { describe, expect, it } from "vitest";

import {
  ActiveTeamInput,
  SlugAvailableInput,
  TeamActivityInput,
  TeamSlugInput,
} from "../src/teams";
import { keys } from "./issue-keys";

describe("ActiveTeamInput", () => {
  it("may be omitted or name a team", () => {
    expect(ActiveTeamInput.parse(undefined)).toBeUndefined();
    expect(ActiveTeamInput.parse({ teamId: "t1" })).toEqual({ teamId: "t1" });
  });
});

describe("TeamSlugInput", () => {
  it("lower-cases a typed slug and names a malformed one", () => {
    expect(TeamSlugInput.parse({ slug: "Acme-Labs" })).toEqual({ slug: "acme-labs" });
    expect(keys(TeamSlugInput.safeParse({ slug: "acme--labs" }))).toEqual(["validation.slug"]);
  });
});

describe("SlugAvailableInput", () => {
  it("takes the renamed team's id optionally", () => {
    expect(SlugAvailableInput.parse({ slug: "acme" })).toEqual({ slug: "acme" });
    expect(SlugAvailableInput.parse({ slug: "acme", teamId: "t1" })).toEqual({
      slug: "acme",
      teamId: "t1",
    });
  });
});

describe("TeamActivityInput", () => {
  it("lists 10 entries by default and 1 to 50 on request", () => {
    expect(TeamActivityInput.parse({})).toEqual({ limit: 10 });
    expect(keys(TeamActivityInput.safeParse({ limit: 51 }))).toEqual(["validation.numberTooBig"]);
    expect(keys(TeamActivityInput.safeParse({ limit: 0 }))).toEqual(["validation.numberTooSmall"]);
  });
});
