"use client";

import { useTranslations } from "next-intl";

import { Button } from "@teamkit/ui/button";
import { Notice } from "@teamkit/ui/notice";
import { Spinner } from "@teamkit/ui/spinner";

import { SettingsSection } from "~/components/settings/settings-section";

import type { CheckoutIntent } from "./checkout-intent";
import type { Billing } from "./use-billing";
import { BillingConfirm } from "./billing-confirm";
import { CheckoutIntentPanel } from "./checkout-intent-panel";
import { CurrentPlan } from "./current-plan";
import { PlanActions } from "./plan-actions";
import { PlanChooser } from "./plan-chooser";
import { useBilling } from "./use-billing";

/** The Billing page's body; a plan chosen on the pricing page (`intent`) is confirmed at the top. */
export function BillingView(props: {
  teamId: string;
  initial: Billing;
  returnedFromCheckout: boolean;
  intent: CheckoutIntent | null;
}) {
  const t = useTranslations("billing");
  const state = useBilling(props);
  const { intent } = props;
  const { query, subscription } = state;

  return (
    <>
      <SettingsSection title={t("currentTitle")} description={t("currentDescription")}>
        {intent && state.showIntent && (
          <CheckoutIntentPanel
            intent={intent}
            canManage={state.canManage}
            hasSubscription={state.isLive}
            trialAvailable={state.billing.trialAvailable}
            isStarting={state.isStarting}
            onStart={() =>
              void state.startCheckout(intent.plan, intent.interval).catch(() => undefined)
            }
            onDismiss={state.dismissIntent}
          />
        )}
        {state.isWaiting && (
          <p role="status" className="flex items-center gap-2 text-sm">
            <Spinner label={t("waiting")} />
            {t("waiting")}
          </p>
        )}
        {state.timedOut && <Notice tone="warning">{t("waitingTooLong")}</Notice>}
        {query.isError && !query.isFetching && (
          <Notice tone="error" title={t("loadFailed")}>
            <Button type="button" size="sm" onClick={() => void query.refetch()}>
              {t("retry")}
            </Button>
          </Notice>
        )}
        <CurrentPlan subscription={subscription} canManage={state.canManage} />
        <PlanActions state={state} />
      </SettingsSection>

      <SettingsSection title={t("plansTitle")} description={t("plansDescription")}>
        <PlanChooser state={state} />
      </SettingsSection>

      <BillingConfirm state={state} />
    </>
  );
}
