import { getTranslator } from "@teamkit/i18n";

import { formatAgo } from "../src/lib/dates";

/** What Hermes has of Intl: no plural rules and no relative times (NumberFormat and dates it has). */
function asOnHermes() {
  const intl = Intl as unknown as Record<string, unknown>;
  delete intl.PluralRules;
  delete intl.RelativeTimeFormat;
}

describe("Intl on an engine without plural rules or relative times (Hermes)", () => {
  beforeAll(() => {
    asOnHermes();
    jest.requireActual("../src/lib/intl-polyfills");
  });

  it("has them once the app's polyfills ran, in English and German", () => {
    expect(new Intl.PluralRules("de").select(1)).toBe("one");
    expect(new Intl.PluralRules("en").select(2)).toBe("other");
    expect(new Intl.RelativeTimeFormat("de", { numeric: "auto" }).format(-1, "day")).toBe(
      "gestern",
    );
  });

  it("formats the app's plural messages and relative times", () => {
    const now = new Date("2026-11-28T12:00:00Z");
    const threeDaysAgo = new Date("2026-11-25T12:00:00Z");
    expect(getTranslator("de")("tasks.board.columnCount", { count: 2 })).toBe("2 Aufgaben");
    expect(getTranslator("en")("tasks.board.columnCount", { count: 1 })).toBe("1 task");
    expect(formatAgo(threeDaysAgo, now, "de")).toBe("vor 3 Tagen");
    expect(formatAgo(threeDaysAgo, now, "en")).toBe("3 days ago");
  });
});
