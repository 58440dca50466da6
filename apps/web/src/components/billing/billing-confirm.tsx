"use client";

import { useTranslations } from "next-intl";

import { cardBrandName } from "@teamkit/billing/card-brand";
import { currentPeriodEnd } from "@teamkit/billing/period";
import { ConfirmDialog } from "@teamkit/ui/confirm-dialog";

import type { BillingState, Pending } from "./use-billing";
import { PauseOptions } from "./pause-options";
import { useBillingFormat } from "./use-billing-format";

/** Asks before an action, saying what it does and costs; a pause also asks until when. */
export function BillingConfirm({ state }: { state: BillingState }) {
  const t = useTranslations("billing");
  const { money, date, planName, priceOf } = useBillingFormat();
  const { pending, subscription } = state;
  const trial = state.billing.trialAvailable;

  function title(p: Pending): string {
    if (p.kind === "subscribe" || p.kind === "upgrade")
      return t(`confirm.${p.kind}Title`, { plan: planName(p.plan) });
    if (p.kind === "switch")
      return t("confirm.switchTitle", { plan: planName(p.plan), interval: p.interval });
    return t(`confirm.${p.kind}Title`);
  }

  function text(p: Pending): string {
    if (p.kind === "subscribe" || p.kind === "upgrade" || p.kind === "switch") {
      const values = {
        plan: planName(p.plan),
        price: priceOf(p.plan, p.interval),
        interval: p.interval,
      };
      if (p.kind === "subscribe")
        return t(trial ? "confirm.subscribeTrial" : "confirm.subscribeNoTrial", values);
      // On trial nothing is invoiced or prorated: the new plan is simply what the trial turns into.
      if (subscription?.status === "trialing" && subscription.trialEndsAt)
        return t("confirm.changeInTrial", { ...values, date: date(subscription.trialEndsAt) });
      return t(`confirm.${p.kind}Text`, values);
    }
    if (p.kind === "cancel") {
      const end = subscription ? currentPeriodEnd(subscription) : null;
      return t("confirm.cancelText", { date: end ? date(end) : "—" });
    }
    if (p.kind === "pause") return t("confirm.pauseText");
    const cancellation = subscription?.cancellation;
    if (cancellation?.needsOwnCard) {
      const { cardBrand, cardLastFour } = subscription ?? {};
      return t("confirm.resumeOnCardText", {
        name: cancellation.formerOwner,
        card:
          cardBrand && cardLastFour
            ? t("card", { brand: cardBrandName(cardBrand), lastFour: cardLastFour })
            : "none",
      });
    }
    return t("confirm.resumeText", {
      price: subscription ? money(subscription.price) : "",
      interval: subscription?.interval ?? "month",
    });
  }

  function label(p: Pending): string {
    if (p.kind === "subscribe") return trial ? t("actions.startTrial") : t("actions.subscribe");
    return t(`actions.${p.kind}`);
  }

  return (
    <ConfirmDialog
      open={pending !== null}
      onOpenChange={(open) => !open && state.setPending(null)}
      title={pending ? title(pending) : ""}
      description={pending ? text(pending) : ""}
      confirmLabel={pending ? label(pending) : ""}
      cancelLabel={t("confirm.back")}
      variant={pending?.kind === "cancel" ? "error" : "primary"}
      onConfirm={state.confirm}
    >
      {pending?.kind === "pause" && (
        <PauseOptions
          value={state.pauseChoice}
          onChange={state.choosePause}
          error={state.pauseError}
        />
      )}
    </ConfirmDialog>
  );
}
