import { z } from "zod";

import { idSchema, TeamIdInput } from "./teams";
import { BILLING_INTERVALS, SIMULATOR_STEPS } from "./values";

export const paidPlanSchema = z.enum(["pro", "business"]);
export const billingIntervalSchema = z.enum(BILLING_INTERVALS);

export const ChoosePlanForm = z.object({ plan: paidPlanSchema, interval: billingIntervalSchema });
export const ChoosePlanInput = TeamIdInput.extend(ChoosePlanForm.shape);

const DAY_MS = 86_400_000;
export const MAX_PAUSE_DAYS = 365;

export function utcDay(now: Date, days = 0): string {
  return new Date(now.getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/** Tomorrow at the earliest, at most a year ahead, both in UTC like the Billing page's dates. */
export const resumeDateSchema = z.iso
  .date({ error: "validation.resumeDate" })
  .refine((day) => day >= utcDay(new Date(), 1) && day <= utcDay(new Date(), MAX_PAUSE_DAYS), {
    error: "validation.resumeDate",
  });

export const PauseForm = z.object({ resumesOn: resumeDateSchema.optional() });
export const PauseSubscriptionInput = TeamIdInput.extend(PauseForm.shape);
export const ResumeSubscriptionInput = TeamIdInput.extend({ keepCard: z.boolean().optional() });

export const BillingPortalInput = TeamIdInput.extend({
  kind: z.enum(["portal", "paymentMethod"]).default("portal"),
});

export const SimulatorCheckoutInput = z.object({ id: idSchema });
export const SimulatorPayInput = SimulatorCheckoutInput.extend({
  cardBrand: z.enum(["visa", "mastercard", "amex"]),
  cardLastFour: z.string().regex(/^\d{4}$/),
});

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
