import { describe, expect, it } from "vitest";

import {
  getPlan,
  isBillingInterval,
  isPlanId,
  monthlyEquivalent,
  PLANS,
  TRIAL_DAYS,
  yearlySavingsPercent,
} from "../src/plans";

describe("plans", () => {
  it("are Free, Pro and Business, in that order", () => {
    expect(PLANS.map((p) => p.id)).toEqual(["free", "pro", "business"]);
  });

  it("give paid plans the 14-day trial and the free plan none", () => {
    expect(TRIAL_DAYS).toBe(14);
    expect(getPlan("free").trialDays).toBe(0);
    expect(getPlan("pro").trialDays).toBe(14);
    expect(getPlan("business").trialDays).toBe(14);
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
