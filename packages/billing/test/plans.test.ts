import { describe, expect, it } from "vitest";

import {
  getPlan,
  isBillingInterval,
  isPlanId,
  monthlyEquivalent,
  PLANS,
  yearlySavingsPercent,
} from "../src/plans";

describe("plans", () => {
  it("are Free, Pro and Business, in that order", () => {
    expect(PLANS.map((p) => p.id)).toEqual(["free", "pro", "business"]);
  });

  // How long a trial lasts is checked where one starts (webhooks.test.ts).
  it("give only the paid plans a trial", () => {
    expect(PLANS.filter((plan) => plan.trialDays > 0).map((plan) => plan.id)).toEqual([
      "pro",
      "business",
    ]);
  });

  it("cost nothing on Free and less per month when paid yearly", () => {
    expect(getPlan("free").prices).toEqual({ month: 0, year: 0 });
    for (const plan of PLANS.filter((p) => p.prices.month > 0)) {
      expect(monthlyEquivalent(plan, "year")).toBeLessThan(monthlyEquivalent(plan, "month"));
      expect(yearlySavingsPercent(plan)).toBeGreaterThan(0);
    }
    expect(yearlySavingsPercent(getPlan("pro"))).toBe(17);
    expect(monthlyEquivalent(getPlan("pro"), "year")).toBe(1583);
  });

  it("recognise plan ids and intervals", () => {
    expect(isPlanId("pro")).toBe(true);
    expect(isPlanId("gold")).toBe(false);
    expect(isBillingInterval("year")).toBe(true);
    expect(isBillingInterval("week")).toBe(false);
    expect(() => getPlan("gold" as never)).toThrow(/Unknown plan/);
  });
});
