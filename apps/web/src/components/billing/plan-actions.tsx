"use client";

import { useTranslations } from "next-intl";

import { Button } from "@teamkit/ui/button";

import type { BillingState } from "./use-billing";

export function PlanActions({ state }: { state: BillingState }) {
  const t = useTranslations("billing");
  const { subscription, canManage, setPending } = state;
  const note = (text: string) => <p className="text-sm text-gray-600 dark:text-gray-400">{text}</p>;
  if (!canManage) return note(t("membersReadOnly"));
  const status = subscription?.status;
  // Still on the payment method of an owner who left: one's own card first is the way offered;
  // resuming on it anyway is asked about in its dialog.
  const needsOwnCard = !!subscription?.cancellation?.needsOwnCard;
  return (
    <>
      {state.isLive && (
        <div className="flex flex-wrap gap-2">
          {status === "canceled" || status === "paused" ? (
            <Button
              type="button"
              variant={needsOwnCard ? "outline" : "primary"}
              onClick={() => setPending({ kind: "resume" })}
            >
              {t("actions.resume")}
            </Button>
          ) : (
            <Button type="button" variant="outline" onClick={() => setPending({ kind: "cancel" })}>
              {t("actions.cancel")}
            </Button>
          )}
          {status === "active" && (
            <Button type="button" variant="outline" onClick={() => setPending({ kind: "pause" })}>
              {t("actions.pause")}
            </Button>
          )}
          <Button
            type="button"
            variant={needsOwnCard ? "primary" : "ghost"}
            loading={state.isOpeningPortal}
            onClick={() => void state.openPortal()}
          >
            {t("actions.updateBilling")}
          </Button>
        </div>
      )}
      {status === "trialing" && note(t("pauseAfterTrial"))}
      {/* A checkout left open: back to the same one (a second could be paid as well). */}
      {status === "incomplete" && subscription && (
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            variant="primary"
            loading={state.isStarting}
            onClick={() =>
              void state
                .startCheckout(subscription.plan, subscription.interval)
                .catch(() => undefined)
            }
          >
            {t("actions.continueCheckout")}
          </Button>
        </div>
      )}
    </>
  );
}
