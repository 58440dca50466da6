"use client";

import { useTranslations } from "next-intl";

import { TRIAL_DAYS } from "@teamkit/billing/plans";
import { Button } from "@teamkit/ui/button";
import { Notice } from "@teamkit/ui/notice";
import { useHydrated } from "@teamkit/ui/use-hydrated";

import type { CheckoutIntent } from "./checkout-intent";
import { useBillingFormat } from "./use-billing-format";

/** The plan chosen on the pricing page: owners confirm it, members are told to ask one. */
export function CheckoutIntentPanel({
  intent,
  canManage,
  hasSubscription,
  trialAvailable,
  isStarting,
  onStart,
  onDismiss,
}: {
  intent: CheckoutIntent;
  canManage: boolean;
  hasSubscription: boolean;
  trialAvailable: boolean;
  isStarting: boolean;
  onStart: () => void;
  onDismiss: () => void;
}) {
  const t = useTranslations("billing");
  const { planName, priceOf } = useBillingFormat();
  const hydrated = useHydrated();
  const plan = planName(intent.plan);
  const price = priceOf(intent.plan, intent.interval);
  const values = { plan, price, interval: intent.interval, days: TRIAL_DAYS };

  if (!canManage) {
    return (
      <Notice tone="info" title={t("intent.askOwnerTitle", values)}>
        {t("intent.askOwner", values)}
      </Notice>
    );
  }
  if (hasSubscription) {
    return (
      <Notice tone="warning" title={t("intent.existsTitle", values)}>
        {t("intent.exists")}
      </Notice>
    );
  }
  return (
    <section
      aria-labelledby="checkout-intent-title"
      data-testid="checkout-intent"
      className="grid gap-3 rounded-lg border border-primary/40 bg-primary/5 p-4"
    >
      <h3 id="checkout-intent-title" className="font-semibold">
        {trialAvailable ? t("intent.trialTitle", values) : t("intent.subscribeTitle", values)}
      </h3>
      <p className="text-sm text-gray-700 dark:text-gray-300">
        {trialAvailable ? t("intent.trialText", values) : t("intent.subscribeText", values)}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="primary"
          loading={isStarting}
          disabled={!hydrated}
          onClick={onStart}
        >
          {trialAvailable ? t("actions.startTrial") : t("actions.subscribe")}
        </Button>
        <Button type="button" variant="ghost" onClick={onDismiss}>
          {t("intent.dismiss")}
        </Button>
      </div>
    </section>
  );
}
