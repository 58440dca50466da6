import { z } from "zod";

import { idSchema, TeamIdInput } from "./teams";
import { BILLING_INTERVALS, SIMULATOR_STEPS } from "./values";

/** The paid plans a team can subscribe to, and the billing intervals. */
export const paidPlanSchema = z.enum(["pro", "business"]);
export const billingIntervalSchema = z.enum(BILLING_INTERVALS);

/** Choosing a plan on the Billing page: a new checkout, or a switch of a live subscription. */
export const ChoosePlanForm = z.object({ plan: paidPlanSchema, interval: billingIntervalSchema });
export const ChoosePlanInput = TeamIdInput.extend(ChoosePlanForm.shape);

const DAY_MS = 86_400_000;
/** The latest automatic resume date a pause may name, in days from today. */
export const MAX_PAUSE_DAYS = 365;

/** A calendar day (UTC) as `YYYY-MM-DD`, `days` after the one `now` falls on. */
export function utcDay(now: Date, days = 0): string {
  return new Date(now.getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The day a pause ends by itself: tomorrow at the earliest and at most a year ahead, both counted
 * in UTC (the Billing page shows dates in UTC too). The subscription resumes at the start of it.
 */
export const resumeDateSchema = z.iso
  .date({ error: "validation.resumeDate" })
  .refine((day) => day >= utcDay(new Date(), 1) && day <= utcDay(new Date(), MAX_PAUSE_DAYS), {
    error: "validation.resumeDate",
  });

/** Pausing: service suspended until an owner resumes, or until the start of `resumesOn`. */
export const PauseForm = z.object({ resumesOn: resumeDateSchema.optional() });
export const PauseSubscriptionInput = TeamIdInput.extend(PauseForm.shape);

/** Which provider page to open: the customer portal or the update-payment-method page. */
export const BillingPortalInput = TeamIdInput.extend({
  kind: z.enum(["portal", "paymentMethod"]).default("portal"),
});

/** The simulator's checkout and its payment (local services only). */
export const SimulatorCheckoutInput = z.object({ id: idSchema });
export const SimulatorPayInput = SimulatorCheckoutInput.extend({
  cardBrand: z.enum(["visa", "mastercard", "amex"]),
  cardLastFour: z.string().regex(/^\d{4}$/),
});

/** A signed link to the simulator's portal. */
export const SimulatorPortalInput = z.object({
  id: idSchema,
  expires: z.number().int().positive(),
  signature: z.string().regex(/^[0-9a-f]{64}$/),
});
export const SimulatorAdvanceInput = SimulatorPortalInput.extend({
  step: z.enum(SIMULATOR_STEPS),
});
export const SimulatorCardInput = SimulatorPortalInput.extend({
  cardBrand: z.enum(["visa", "mastercard", "amex"]),
  cardLastFour: z.string().regex(/^\d{4}$/),
});
