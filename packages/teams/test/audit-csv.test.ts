import { describe, expect, it } from "vitest";

import { AUDIT_ACTION_GROUPS } from "@teamkit/validators";

import { AUDIT_ACTIONS, csvCell, startOfDay, toCsv, UTF8_BOM } from "../src";

describe("csvCell", () => {
  it.each([
    // Leaves plain text and empty values as they are.
    ["Olivia", "Olivia"],
    ["", ""],
    [null, ""],
    [undefined, ""],
    ["Müller", "Müller"],
    // Quotes cells with commas, quotes and line breaks, doubling the quotes.
    ["a,b", '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ["two\nlines", '"two\nlines"'],
    ["cr\rlf", '"cr\rlf"'],
    // Prefixes cells a spreadsheet would run as a formula with a single quote.
    ["=1+1", "'=1+1"],
    ["+49 30 123", "'+49 30 123"],
    ["-2", "'-2"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\t=1", "'\t=1"],
    // Guarded first, then quoted: the quote sits inside the quoted cell.
    ['=HYPERLINK("http://x","y")', '"\'=HYPERLINK(""http://x"",""y"")"'],
    // Only the first character counts.
    ["a=b", "a=b"],
  ])("writes %j as the cell %j", (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });
});

describe("toCsv", () => {
  it("starts with a BOM and ends every row with CRLF", () => {
    const csv = toCsv([
      ["name", "note"],
      ["Jürgen", "a,b"],
      ["=x", null],
    ]);
    expect(csv.startsWith(UTF8_BOM)).toBe(true);
    expect(csv).toBe(`${UTF8_BOM}name,note\r\nJürgen,"a,b"\r\n'=x,\r\n`);
    expect(new TextEncoder().encode(csv).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
  });
});

describe("startOfDay", () => {
  it("is local midnight of the day in the time zone, as a UTC instant", () => {
    expect(startOfDay("2026-03-02", "UTC").toISOString()).toBe("2026-03-02T00:00:00.000Z");
    expect(startOfDay("2026-03-02", "Europe/Berlin").toISOString()).toBe(
      "2026-03-01T23:00:00.000Z",
    );
    expect(startOfDay("2026-07-02", "Europe/Berlin").toISOString()).toBe(
      "2026-07-01T22:00:00.000Z",
    );
    expect(startOfDay("2026-03-02", "America/New_York").toISOString()).toBe(
      "2026-03-02T05:00:00.000Z",
    );
    expect(startOfDay("2026-03-02", "Asia/Kolkata").toISOString()).toBe("2026-03-01T18:30:00.000Z");
  });

  it("holds on the days daylight saving time starts and ends", () => {
    // Berlin switches to summer time on 29 March 2026 at 02:00 and back on 25 October at 03:00.
    expect(startOfDay("2026-03-29", "Europe/Berlin").toISOString()).toBe(
      "2026-03-28T23:00:00.000Z",
    );
    expect(startOfDay("2026-03-29", "Europe/Berlin", 1).toISOString()).toBe(
      "2026-03-29T22:00:00.000Z",
    );
    expect(startOfDay("2026-10-25", "Europe/Berlin").toISOString()).toBe(
      "2026-10-24T22:00:00.000Z",
    );
    expect(startOfDay("2026-10-25", "Europe/Berlin", 1).toISOString()).toBe(
      "2026-10-25T23:00:00.000Z",
    );
  });

  it("adds days across month ends", () => {
    expect(startOfDay("2026-02-28", "UTC", 1).toISOString()).toBe("2026-03-01T00:00:00.000Z");
    expect(startOfDay("2026-12-31", "UTC", 1).toISOString()).toBe("2027-01-01T00:00:00.000Z");
  });
});

describe("AUDIT_ACTIONS", () => {
  it("gives each filter group its actions and no action two groups", () => {
    expect(Object.keys(AUDIT_ACTIONS).sort()).toEqual([...AUDIT_ACTION_GROUPS].sort());
    const all = Object.values(AUDIT_ACTIONS).flat();
    expect(new Set(all).size).toBe(all.length);
    const prefixes: Record<string, string> = {
      team: "team.",
      members: "member.",
      invitations: "invitation.",
      tasks: "task.",
      billing: "billing.",
    };
    for (const [group, actions] of Object.entries(AUDIT_ACTIONS)) {
      for (const action of actions) expect(action.startsWith(prefixes[group] ?? "?")).toBe(true);
    }
  });
});
