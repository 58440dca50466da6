"use client";

import type { ReactNode } from "react";

import { useTranslations } from "next-intl";

import { cardBrandName } from "@teamkit/billing/card-brand";

import type { Subscription } from "./use-billing";
import { useBillingFormat } from "./use-billing-format";

/** `canManage`: an owner, who is also told how to keep a plan whose payer left. */
export function CurrentPlan({
  subscription,
  canManage,
}: {
  subscription: Subscription | null;
  canManage: boolean;
}) {
  const t = useTranslations("billing");
  const { money, date, planName } = useBillingFormat();
  if (!subscription) {
    return (
      <p className="text-sm" data-testid="billing-plan">
        {t("freePlan")}
      </p>
    );
  }
  const { status } = subscription;
  const row = (label: string, value: ReactNode, testId?: string) => (
    <>
      <dt className="font-medium text-gray-600 dark:text-gray-400">{label}</dt>
      <dd data-testid={testId} className="mb-2 last:mb-0 sm:mb-0">
        {value}
      </dd>
    </>
  );
  return (
    <dl className="grid gap-x-3 gap-y-1 text-sm sm:grid-cols-[10rem_1fr] sm:gap-y-3">
      {row(
        t("planLabel"),
        t("planLine", {
          plan: planName(subscription.plan),
          price: money(subscription.price),
          interval: subscription.interval,
        }),
        "billing-plan",
      )}
      {row(
        t("statusLabel"),
        <>
          <span
            data-testid="billing-status"
            className="rounded-full border border-gray-300 px-2 py-0.5 text-xs font-semibold dark:border-gray-700"
          >
            {t(`status.${status}.label`)}
          </span>
          <p className="mt-1 text-gray-700 dark:text-gray-300">
            {t(`status.${status}.explanation`)}
          </p>
          {status === "canceled" && subscription.endsAt && (
            // The sentence names what it is, so it needs no label of its own.
            <div data-testid="billing-ends" className="mt-1">
              <p className="font-medium">{t("endsOn", { date: date(subscription.endsAt) })}</p>
              {subscription.cancellation && (
                <p className="mt-1 text-gray-700 dark:text-gray-300">
                  {t(
                    subscription.cancellation.cancelledBefore
                      ? "ownerChange.cancelledBefore"
                      : `ownerChange.${subscription.cancellation.reason}`,
                    { name: subscription.cancellation.formerOwner },
                  )}
                  {canManage &&
                    ` ${t(
                      subscription.cancellation.needsOwnCard
                        ? "ownerChange.keep"
                        : "ownerChange.resumeNow",
                    )}`}
                </p>
              )}
            </div>
          )}
        </>,
      )}
      {status === "trialing" &&
        subscription.trialEndsAt &&
        row(t("trialEndsLabel"), date(subscription.trialEndsAt), "billing-trial-ends")}
      {status === "paused" &&
        row(
          t("resumesLabel"),
          subscription.pauseResumesAt ? date(subscription.pauseResumesAt) : t("resumesWhenResumed"),
          "billing-paused-until",
        )}
      {subscription.renewsAt &&
        !["canceled", "paused", "expired"].includes(status) &&
        row(t("nextPaymentLabel"), date(subscription.renewsAt), "billing-next-payment")}
      {subscription.cardBrand &&
        subscription.cardLastFour &&
        row(
          t("cardLabel"),
          t("card", {
            brand: cardBrandName(subscription.cardBrand),
            lastFour: subscription.cardLastFour,
          }),
        )}
    </dl>
  );
}
