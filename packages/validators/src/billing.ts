import { z } from "zod";

import { idSchema, TeamIdInput } from "./teams";

/** The paid plans a team can subscribe to, and the billing intervals. */
export const paidPlanSchema = z.enum(["pro", "business"]);
export const billingIntervalSchema = z.enum(["month", "year"]);

/** Choosing a plan on the Billing page: a new checkout, or a switch of a live subscription. */
export const ChoosePlanForm = z.object({ plan: paidPlanSchema, interval: billingIntervalSchema });
export const ChoosePlanInput = TeamIdInput.extend(ChoosePlanForm.shape);

/** Pausing: service suspended until the owner resumes, or until `resumesAt` (within a year). */
export const PauseSubscriptionInput = TeamIdInput.extend({
  resumesAt: z.date().optional(),
});

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
  step: z.enum(["trialEnd", "renewal", "paymentFailed", "paymentRecovered", "expire", "refund"]),
});
export const SimulatorCardInput = SimulatorPortalInput.extend({
  cardBrand: z.enum(["visa", "mastercard", "amex"]),
  cardLastFour: z.string().regex(/^\d{4}$/),
});
