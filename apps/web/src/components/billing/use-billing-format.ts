"use client";

import { useFormatter, useTranslations } from "next-intl";

import type { BillingInterval, PlanId } from "@teamkit/billing/plans";
import { getPlan } from "@teamkit/billing/plans";

/** How billing texts write money (whole euros where they can), dates (UTC) and plan names. */
export function useBillingFormat() {
  const format = useFormatter();
  const tPricing = useTranslations("pricing");
  const money = (cents: number) =>
    format.number(cents / 100, { style: "currency", currency: "EUR", minimumFractionDigits: 0 });
  return {
    money,
    date: (value: Date) => format.dateTime(value, { dateStyle: "long", timeZone: "UTC" }),
    planName: (plan: PlanId) => tPricing(`plans.${plan}.name`),
    priceOf: (plan: PlanId, interval: BillingInterval) => money(getPlan(plan).prices[interval]),
  };
}
