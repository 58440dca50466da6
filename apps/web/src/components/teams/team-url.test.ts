import { describe, expect, it } from "vitest";

import { teamPath, teamUrlForName } from "./team-url";

describe("teamUrlForName", () => {
  it("derives the url from the name as it is typed", () => {
    expect(teamUrlForName("http://localhost:3000", "Acme")).toBe("http://localhost:3000/t/acme");
    expect(teamUrlForName("https://teamkit.dev", "Zoë & Friends")).toBe(
      "https://teamkit.dev/t/zoe-friends",
    );
  });

  it("does not double the slash of an origin that ends with one", () => {
    expect(teamUrlForName("https://teamkit.dev/", "Acme")).toBe("https://teamkit.dev/t/acme");
  });

  it("shows the fallback url while the name is still empty", () => {
    expect(teamUrlForName("https://teamkit.dev", "")).toBe("https://teamkit.dev/t/team");
  });
});

describe("teamPath", () => {
  it("is the unprefixed team route", () => {
    expect(teamPath("demo-team")).toBe("/t/demo-team");
  });
});
