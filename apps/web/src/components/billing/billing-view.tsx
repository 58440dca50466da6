"use client";

import { useFormatter, useTranslations } from "next-intl";
import { useEffect, useState } from "react";

import type { RouterOutputs } from "@teamkit/api/client";
import type { BillingInterval, PlanId } from "@teamkit/billing/plans";
import { currentPeriodEnd } from "@teamkit/billing/period";
import { BILLING_INTERVALS, planRank, PLANS } from "@teamkit/billing/plans";
import { Button } from "@teamkit/ui/button";
import { ConfirmDialog } from "@teamkit/ui/confirm-dialog";
import { Notice } from "@teamkit/ui/notice";
import { Spinner } from "@teamkit/ui/spinner";
import { notify } from "@teamkit/ui/toast";
import { resumeDateSchema } from "@teamkit/validators";

import { SettingsSection } from "~/components/settings/settings-section";
import { explainedError } from "~/forms/explained-error";
import { api } from "~/trpc/react";

import type { CheckoutIntent } from "./checkout-intent";
import type { PauseChoice } from "./pause-options";
import { forgetCheckoutIntent } from "./checkout-intent";
import { CheckoutIntentPanel } from "./checkout-intent-panel";
import { PauseOptions } from "./pause-options";

type Billing = RouterOutputs["billing"]["get"];
type Subscription = NonNullable<Billing["subscription"]>;
type PaidPlan = "pro" | "business";

/** How long the page polls for the provider's webhook before it says so. */
const POLL_MS = 60_000;

type Pending =
  | { kind: "subscribe" | "upgrade" | "switch"; plan: PaidPlan; interval: BillingInterval }
  | { kind: "cancel" | "pause" | "resume" };

/** What the page last asked for and what the state looked like then, to know when it changed. */
interface Waiting {
  since: number;
  before: string;
}

function fingerprint(subscription: Subscription | null): string {
  return subscription
    ? `${subscription.plan}/${subscription.interval}/${subscription.status}/${subscription.cardLastFour ?? ""}`
    : "none";
}

/**
 * The Billing page's body: the current plan and subscription, the plans with a month/year
 * toggle, and (owners only) the actions, each confirmed with what it does and costs. State only
 * ever comes from the server, which learns it from the provider's webhooks: after returning from
 * checkout, and after every action, the page polls until the webhook has been applied. A plan
 * chosen on the pricing page (`intent`) is confirmed at the top before checkout starts.
 */
export function BillingView({
  teamId,
  initial,
  returnedFromCheckout,
  intent,
}: {
  teamId: string;
  initial: Billing;
  returnedFromCheckout: boolean;
  intent: CheckoutIntent | null;
}) {
  const t = useTranslations("billing");
  const tValidation = useTranslations("validation");
  const tPricing = useTranslations("pricing");
  const format = useFormatter();
  const utils = api.useUtils();
  const [waiting, setWaiting] = useState<Waiting | null>(() =>
    returnedFromCheckout && (!initial.subscription || initial.subscription.status === "incomplete")
      ? { since: Date.now(), before: fingerprint(initial.subscription) }
      : null,
  );
  const [timedOut, setTimedOut] = useState(false);
  const isAwaited = (subscription: Subscription | null) =>
    waiting !== null &&
    !timedOut &&
    (fingerprint(subscription) === waiting.before || subscription?.status === "incomplete");
  const query = api.billing.get.useQuery(
    { teamId },
    {
      initialData: initial,
      refetchInterval: (current) =>
        isAwaited(current.state.data?.subscription ?? null) ? 1000 : false,
    },
  );
  const billing = query.data;
  const subscription = billing.subscription;
  const [interval, setInterval] = useState<BillingInterval>(
    subscription?.interval ?? intent?.interval ?? "month",
  );
  const [pending, setPending] = useState<Pending | null>(null);
  const [pauseChoice, setPauseChoice] = useState<PauseChoice>({ mode: "manual", resumesOn: "" });
  const [pauseError, setPauseError] = useState<string | null>(null);
  const [showIntent, setShowIntent] = useState(!!intent && !returnedFromCheckout);
  const isWaiting = isAwaited(subscription);

  // The pricing page's choice has arrived: it must not steer a later sign-in again.
  useEffect(() => forgetCheckoutIntent(), []);

  useEffect(() => {
    if (!isWaiting || !waiting) return;
    const timer = setTimeout(
      () => setTimedOut(true),
      Math.max(0, waiting.since + POLL_MS - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [isWaiting, waiting]);

  const subscribe = api.billing.subscribe.useMutation();
  const switchPlan = api.billing.switchPlan.useMutation();
  const cancel = api.billing.cancel.useMutation();
  const pause = api.billing.pause.useMutation();
  const resume = api.billing.resume.useMutation();
  const portal = api.billing.portal.useMutation();

  const money = (cents: number) =>
    format.number(cents / 100, { style: "currency", currency: "EUR", minimumFractionDigits: 0 });
  const date = (value: Date) => format.dateTime(value, { dateStyle: "long", timeZone: "UTC" });
  const planName = (plan: PlanId) => tPricing(`plans.${plan}.name`);
  const priceOf = (plan: PaidPlan, chosen: BillingInterval) =>
    money(PLANS.find((p) => p.id === plan)?.prices[chosen] ?? 0);

  async function run(
    action: () => Promise<unknown>,
    texts: { success: string | null; failure: string },
  ): Promise<void> {
    const toastId = notify.loading({ title: t("toasts.working") });
    const before = fingerprint(subscription);
    try {
      await action();
    } catch (error) {
      notify.error({
        id: toastId,
        title: texts.failure,
        description: explainedError(error) ?? undefined,
      });
      throw error;
    }
    if (texts.success) notify.success({ id: toastId, title: texts.success });
    else notify.dismiss(toastId);
    setTimedOut(false);
    setWaiting({ since: Date.now(), before });
    await utils.billing.get.invalidate({ teamId });
  }

  /** Starts a checkout and leaves for the provider's payment page. */
  async function startCheckout(plan: PaidPlan, chosen: BillingInterval) {
    const toastId = notify.loading({ title: t("toasts.working") });
    try {
      const { url } = await subscribe.mutateAsync({ teamId, plan, interval: chosen });
      notify.dismiss(toastId);
      window.location.assign(url);
    } catch (error) {
      notify.error({
        id: toastId,
        title: t("toasts.subscribeFailed"),
        description: explainedError(error) ?? undefined,
      });
      throw error;
    }
  }

  async function confirm() {
    if (!pending) return;
    if (pending.kind === "subscribe") return startCheckout(pending.plan, pending.interval);
    if (pending.kind === "upgrade" || pending.kind === "switch") {
      const { plan, interval: chosen } = pending;
      return run(() => switchPlan.mutateAsync({ teamId, plan, interval: chosen }), {
        success: t("toasts.switched"),
        failure: t("toasts.switchFailed"),
      });
    }
    if (pending.kind === "cancel") {
      return run(() => cancel.mutateAsync({ teamId }), {
        success: t("toasts.canceled"),
        failure: t("toasts.cancelFailed"),
      });
    }
    if (pending.kind === "pause") {
      let resumesOn: string | undefined;
      if (pauseChoice.mode === "date") {
        const parsed = resumeDateSchema.safeParse(pauseChoice.resumesOn);
        if (!parsed.success) {
          setPauseError(tValidation("resumeDate"));
          throw new Error("invalid resume date");
        }
        resumesOn = parsed.data;
      }
      setPauseError(null);
      return run(() => pause.mutateAsync({ teamId, resumesOn }), {
        success: t("toasts.paused"),
        failure: t("toasts.pauseFailed"),
      });
    }
    return run(() => resume.mutateAsync({ teamId }), {
      success: t("toasts.resumed"),
      failure: t("toasts.resumeFailed"),
    });
  }

  /** The provider's customer portal: billing details, card, invoices, all in one place. */
  async function openPortal() {
    try {
      const { url } = await portal.mutateAsync({ teamId, kind: "portal" });
      window.location.assign(url);
    } catch (error) {
      notify.error({
        title: t("toasts.portalFailed"),
        description: explainedError(error) ?? undefined,
      });
    }
  }

  const isLive =
    !!subscription && subscription.status !== "expired" && subscription.status !== "incomplete";
  const canSwitch =
    !!subscription && ["active", "trialing", "past_due"].includes(subscription.status);
  const canManage = billing.canManage;

  return (
    <>
      <SettingsSection title={t("currentTitle")} description={t("currentDescription")}>
        {intent && showIntent && (
          <CheckoutIntentPanel
            intent={intent}
            canManage={canManage}
            hasSubscription={!!subscription && subscription.status !== "expired"}
            trialAvailable={billing.trialAvailable}
            isStarting={subscribe.isPending}
            onStart={() => void startCheckout(intent.plan, intent.interval).catch(() => undefined)}
            onDismiss={() => setShowIntent(false)}
          />
        )}
        {isWaiting && (
          <p role="status" className="flex items-center gap-2 text-sm">
            <Spinner label={t("waiting")} />
            {t("waiting")}
          </p>
        )}
        {timedOut && <Notice tone="warning">{t("waitingTooLong")}</Notice>}
        {query.isError && !query.isFetching && (
          <Notice tone="error" title={t("loadFailed")}>
            <Button type="button" size="sm" onClick={() => void query.refetch()}>
              {t("retry")}
            </Button>
          </Notice>
        )}
        {subscription ? (
          <dl className="grid gap-3 text-sm sm:grid-cols-[10rem_1fr]">
            <dt className="font-medium">{t("planLabel")}</dt>
            <dd data-testid="billing-plan">
              {t("planLine", {
                plan: planName(subscription.plan),
                price: money(subscription.price),
                interval: subscription.interval,
              })}
            </dd>
            <dt className="font-medium">{t("statusLabel")}</dt>
            <dd>
              <span
                data-testid="billing-status"
                className="rounded-full border border-gray-300 px-2 py-0.5 text-xs font-semibold dark:border-gray-700"
              >
                {t(`status.${subscription.status}.label`)}
              </span>
              <p className="mt-1 text-gray-700 dark:text-gray-300">
                {t(`status.${subscription.status}.explanation`)}
              </p>
              {subscription.status === "canceled" && subscription.endsAt && (
                // The sentence names what it is, so it needs no label of its own.
                <div data-testid="billing-ends" className="mt-1">
                  <p className="font-medium">{t("endsOn", { date: date(subscription.endsAt) })}</p>
                  {subscription.cancellation && (
                    <p className="mt-1 text-gray-700 dark:text-gray-300">
                      {t(`ownerChange.${subscription.cancellation.reason}`, {
                        name: subscription.cancellation.formerOwner,
                      })}{" "}
                      {t("ownerChange.keep")}
                    </p>
                  )}
                </div>
              )}
            </dd>
            {subscription.status === "trialing" && subscription.trialEndsAt && (
              <>
                <dt className="font-medium">{t("trialEndsLabel")}</dt>
                <dd data-testid="billing-trial-ends">{date(subscription.trialEndsAt)}</dd>
              </>
            )}
            {subscription.status === "paused" && (
              <>
                <dt className="font-medium">{t("resumesLabel")}</dt>
                <dd data-testid="billing-paused-until">
                  {subscription.pauseResumesAt
                    ? date(subscription.pauseResumesAt)
                    : t("resumesWhenResumed")}
                </dd>
              </>
            )}
            {subscription.status !== "canceled" &&
              subscription.renewsAt &&
              subscription.status !== "paused" &&
              subscription.status !== "expired" && (
                <>
                  <dt className="font-medium">{t("nextPaymentLabel")}</dt>
                  <dd data-testid="billing-next-payment">{date(subscription.renewsAt)}</dd>
                </>
              )}
            {subscription.cardBrand && subscription.cardLastFour && (
              <>
                <dt className="font-medium">{t("cardLabel")}</dt>
                <dd>
                  {t("card", {
                    brand: subscription.cardBrand.toUpperCase(),
                    lastFour: subscription.cardLastFour,
                  })}
                </dd>
              </>
            )}
          </dl>
        ) : (
          <p className="text-sm" data-testid="billing-plan">
            {t("freePlan")}
          </p>
        )}
        {canManage && isLive && (
          <div className="flex flex-wrap gap-2">
            {subscription.status === "canceled" || subscription.status === "paused" ? (
              <Button
                type="button"
                variant="primary"
                onClick={() => setPending({ kind: "resume" })}
              >
                {t("actions.resume")}
              </Button>
            ) : (
              <Button
                type="button"
                variant="outline"
                onClick={() => setPending({ kind: "cancel" })}
              >
                {t("actions.cancel")}
              </Button>
            )}
            {subscription.status === "active" && (
              <Button type="button" variant="outline" onClick={() => setPending({ kind: "pause" })}>
                {t("actions.pause")}
              </Button>
            )}
            <Button
              type="button"
              variant="ghost"
              loading={portal.isPending}
              onClick={() => void openPortal()}
            >
              {t("actions.updateBilling")}
            </Button>
          </div>
        )}
        {canManage && subscription?.status === "trialing" && (
          <p className="text-sm text-gray-600 dark:text-gray-400">{t("pauseAfterTrial")}</p>
        )}
        {!canManage && (
          <p className="text-sm text-gray-600 dark:text-gray-400">{t("membersReadOnly")}</p>
        )}
      </SettingsSection>

      <SettingsSection title={t("plansTitle")} description={t("plansDescription")}>
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
          {PLANS.map((plan) => {
            const isCurrent = isLive
              ? subscription.plan === plan.id && subscription.interval === interval
              : plan.id === "free";
            const paid = plan.id === "free" ? null : plan.id;
            let action: Pending | null = null;
            if (paid && canManage && !isCurrent) {
              if (!isLive) action = { kind: "subscribe", plan: paid, interval };
              else if (canSwitch) {
                const upgrade = planRank(paid) > planRank(subscription.plan);
                action = { kind: upgrade ? "upgrade" : "switch", plan: paid, interval };
              }
            }
            return (
              <li
                key={plan.id}
                aria-labelledby={`plan-${plan.id}`}
                className="grid content-start gap-3 rounded-lg border border-gray-200 p-4 dark:border-gray-800"
              >
                <div className="flex items-center justify-between gap-2">
                  <h3 id={`plan-${plan.id}`} className="font-semibold">
                    {planName(plan.id)}
                  </h3>
                  {isCurrent && (
                    <span className="text-primary-700 dark:text-primary-400 text-xs font-semibold">
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
                    onClick={() => setPending(action)}
                  >
                    {action.kind === "subscribe"
                      ? billing.trialAvailable
                        ? t("actions.startTrial")
                        : t("actions.subscribe")
                      : t(`actions.${action.kind}`)}
                  </Button>
                )}
                {plan.id === "free" && isLive && canManage && (
                  <p className="text-xs text-gray-600 dark:text-gray-400">{t("freeNote")}</p>
                )}
              </li>
            );
          })}
        </ul>
      </SettingsSection>

      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={pending ? confirmTitle(pending) : ""}
        description={pending ? confirmText(pending) : ""}
        confirmLabel={pending ? confirmLabel(pending) : ""}
        cancelLabel={t("confirm.back")}
        variant={pending?.kind === "cancel" ? "error" : "primary"}
        onConfirm={confirm}
      >
        {pending?.kind === "pause" && (
          <PauseOptions
            value={pauseChoice}
            onChange={(next) => {
              setPauseChoice(next);
              setPauseError(null);
            }}
            error={pauseError}
          />
        )}
      </ConfirmDialog>
    </>
  );

  function confirmTitle(p: Pending): string {
    if (p.kind === "subscribe") return t("confirm.subscribeTitle", { plan: planName(p.plan) });
    if (p.kind === "upgrade") return t("confirm.upgradeTitle", { plan: planName(p.plan) });
    if (p.kind === "switch")
      return t("confirm.switchTitle", { plan: planName(p.plan), interval: p.interval });
    return t(`confirm.${p.kind}Title`);
  }

  function confirmText(p: Pending): string {
    if (p.kind === "subscribe" || p.kind === "upgrade" || p.kind === "switch") {
      const values = {
        plan: planName(p.plan),
        price: priceOf(p.plan, p.interval),
        interval: p.interval,
      };
      if (p.kind === "subscribe")
        return billing.trialAvailable
          ? t("confirm.subscribeTrial", values)
          : t("confirm.subscribeNoTrial", values);
      return p.kind === "upgrade"
        ? t("confirm.upgradeText", values)
        : t("confirm.switchText", values);
    }
    if (p.kind === "cancel") {
      const end = subscription ? currentPeriodEnd(subscription) : null;
      return t("confirm.cancelText", { date: end ? date(end) : "—" });
    }
    if (p.kind === "pause") return t("confirm.pauseText");
    return t("confirm.resumeText", {
      price: subscription ? money(subscription.price) : "",
      interval: subscription?.interval ?? "month",
    });
  }

  function confirmLabel(p: Pending): string {
    if (p.kind === "subscribe")
      return billing.trialAvailable ? t("actions.startTrial") : t("actions.subscribe");
    return t(`actions.${p.kind}`);
  }
}
