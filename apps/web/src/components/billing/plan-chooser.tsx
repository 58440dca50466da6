"use client";

import { useTranslations } from "next-intl";

import type { Plan } from "@teamkit/billing/plans";
import { BILLING_INTERVALS, planRank, PLANS } from "@teamkit/billing/plans";
import { Button } from "@teamkit/ui/button";

import type { BillingState, Pending } from "./use-billing";
import { useBillingFormat } from "./use-billing-format";

export function PlanChooser({ state }: { state: BillingState }) {
  const t = useTranslations("billing");
  const { interval, setInterval } = state;
  return (
    <>
      <div role="group" aria-label={t("interval")} className="flex gap-2">
        {BILLING_INTERVALS.map((value) => (
          <Button
            key={value}
            type="button"
            size="sm"
            variant={interval === value ? "primary" : "outline"}
            aria-pressed={interval === value}
            onClick={() => setInterval(value)}
          >
            {value === "month" ? t("monthly") : t("yearly")}
          </Button>
        ))}
      </div>
      <ul className="grid gap-4 lg:grid-cols-3">
        {PLANS.map((plan) => (
          <PlanCard key={plan.id} plan={plan} state={state} />
        ))}
      </ul>
    </>
  );
}

function actionFor(
  plan: Plan,
  { subscription, canManage, isLive, canSwitch, interval }: BillingState,
) {
  const isCurrent =
    isLive && subscription
      ? subscription.plan === plan.id && subscription.interval === interval
      : plan.id === "free";
  const paid = plan.id === "free" ? null : plan.id;
  let action: Pending | null = null;
  if (paid && canManage && !isCurrent) {
    if (!isLive) action = { kind: "subscribe", plan: paid, interval };
    else if (canSwitch && subscription) {
      const upgrade = planRank(paid) > planRank(subscription.plan);
      action = { kind: upgrade ? "upgrade" : "switch", plan: paid, interval };
    }
  }
  return { isCurrent, action };
}

function PlanCard({ plan, state }: { plan: Plan; state: BillingState }) {
  const t = useTranslations("billing");
  const tPricing = useTranslations("pricing");
  const { money, planName } = useBillingFormat();
  const { interval } = state;
  const { isCurrent, action } = actionFor(plan, state);
  return (
    <li
      aria-labelledby={`plan-${plan.id}`}
      className="grid content-start gap-3 rounded-lg border border-gray-200 p-4 dark:border-gray-800"
    >
      <div className="flex items-center justify-between gap-2">
        <h3 id={`plan-${plan.id}`} className="font-semibold">
          {planName(plan.id)}
        </h3>
        {isCurrent && (
          <span className="text-xs font-semibold text-primary-700 dark:text-primary-400">
            {t("currentBadge")}
          </span>
        )}
      </div>
      {/* A price of nothing reads "Free", as on the pricing page. */}
      <p className="text-2xl font-semibold" data-testid={`plan-price-${plan.id}`}>
        {plan.prices[interval] === 0 ? (
          tPricing("free")
        ) : (
          <>
            {money(plan.prices[interval])}{" "}
            <span className="text-sm font-normal text-gray-600 dark:text-gray-400">
              {interval === "year" ? t("perYear") : t("perMonth")}
            </span>
          </>
        )}
      </p>
      <ul className="grid gap-1 text-sm text-gray-700 dark:text-gray-300">
        {plan.features.map((feature) => (
          <li key={feature}>{tPricing(`features.${feature}` as "features.board")}</li>
        ))}
      </ul>
      {action && (
        <Button
          type="button"
          variant={action.kind === "switch" ? "outline" : "primary"}
          aria-describedby={`plan-${plan.id}`}
          onClick={() => state.setPending(action)}
        >
          {action.kind === "subscribe"
            ? state.billing.trialAvailable
              ? t("actions.startTrial")
              : t("actions.subscribe")
            : t(`actions.${action.kind}`)}
        </Button>
      )}
      {plan.id === "free" && <FreeNote state={state} />}
    </li>
  );
}

/** How an owner's team gets back to Free from where its subscription is now, if it can. */
function FreeNote({ state }: { state: BillingState }) {
  const t = useTranslations("billing");
  const { date } = useBillingFormat();
  const { subscription, isLive, canManage } = state;
  if (!subscription || !isLive || !canManage) return null;
  const { status, endsAt } = subscription;
  let note: string | null = null;
  if (status === "trialing" || status === "active" || status === "past_due") note = t("freeNote");
  else if (status === "canceled" && endsAt) note = t("freeNoteCanceled", { date: date(endsAt) });
  // No Cancel while paused (the server refuses it too): the way there goes through Resume.
  else if (status === "paused") note = t("freeNotePaused");
  if (!note) return null;
  return (
    <p data-testid="free-note" className="text-xs text-gray-600 dark:text-gray-400">
      {note}
    </p>
  );
}
