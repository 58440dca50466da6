import { createLoader } from "nuqs/server";
import { describe, expect, it } from "vitest";

import { auditParsers, auditUrlKeys } from "./audit-query";

const load = createLoader(auditParsers, { urlKeys: auditUrlKeys });

describe("audit log query", () => {
  it("reads the filters and page of a shared link", () => {
    expect(load("?group=billing&actor=u1&from=2026-01-01&to=2026-01-31&page=3")).toEqual({
      group: "billing",
      actorId: "u1",
      from: "2026-01-01",
      to: "2026-01-31",
      page: 3,
    });
  });

  it("reads anything unknown or malformed as no filter", () => {
    expect(load("?group=secrets&from=yesterday&to=2026-1-1&page=x")).toEqual(load(""));
    expect(load("")).toMatchObject({ group: "", from: "", to: "", page: 1 });
  });
});
