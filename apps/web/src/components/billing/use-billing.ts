"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";

import type { RouterOutputs } from "@teamkit/api/client";
import type { BillingInterval } from "@teamkit/billing/plans";
import { notify } from "@teamkit/ui/toast";
import { resumeDateSchema } from "@teamkit/validators";

import { notifyFailure } from "~/components/notify-failure";
import { api } from "~/trpc/react";

import type { CheckoutIntent } from "./checkout-intent";
import type { PauseChoice } from "./pause-options";
import { forgetCheckoutIntent } from "./checkout-intent";

export type Billing = RouterOutputs["billing"]["get"];
export type Subscription = NonNullable<Billing["subscription"]>;
export type PaidPlan = "pro" | "business";

export type Pending =
  | { kind: "subscribe" | "upgrade" | "switch"; plan: PaidPlan; interval: BillingInterval }
  | { kind: "cancel" | "pause" | "resume" };

/** How long the page polls for the provider's webhook before it says so. */
const POLL_MS = 60_000;

/** When the page last asked for a change, and the subscription then, to see when it changed. */
interface Waiting {
  since: number;
  before: string;
}

function fingerprint(subscription: Subscription | null): string {
  return subscription
    ? `${subscription.plan}/${subscription.interval}/${subscription.status}/${subscription.cardLastFour ?? ""}`
    : "none";
}

const DONE = {
  switch: "switched",
  cancel: "canceled",
  pause: "paused",
  resume: "resumed",
} as const;

/**
 * The Billing page's state, only ever from the server (which learns it from the provider's
 * webhooks): after checkout and after every action the page polls until the webhook has landed.
 */
export function useBilling({
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

  async function run(kind: keyof typeof DONE, action: () => Promise<unknown>) {
    const toastId = notify.loading({ title: t("toasts.working") });
    const before = fingerprint(subscription);
    try {
      await action();
    } catch (error) {
      notifyFailure(t(`toasts.${kind}Failed`), error, toastId);
      // Mostly the subscription changed elsewhere (another tab, the provider): the page shows it as
      // it is now, with the actions that still apply, instead of offering the same one again.
      setPending(null);
      await utils.billing.get.invalidate({ teamId });
      throw error;
    }
    notify.success({ id: toastId, title: t(`toasts.${DONE[kind]}`) });
    setTimedOut(false);
    setWaiting({ since: Date.now(), before });
    await utils.billing.get.invalidate({ teamId });
  }

  async function startCheckout(plan: PaidPlan, chosen: BillingInterval) {
    const toastId = notify.loading({ title: t("toasts.working") });
    try {
      const { url } = await subscribe.mutateAsync({ teamId, plan, interval: chosen });
      notify.dismiss(toastId);
      window.location.assign(url);
    } catch (error) {
      notifyFailure(t("toasts.subscribeFailed"), error, toastId);
      // As with the other actions: the page, not the dialog, shows what can be done now.
      setPending(null);
      await utils.billing.get.invalidate({ teamId });
      throw error;
    }
  }

  function resumesOn(): string | undefined {
    if (pauseChoice.mode !== "date") return undefined;
    const parsed = resumeDateSchema.safeParse(pauseChoice.resumesOn);
    if (!parsed.success) {
      setPauseError(tValidation("resumeDate"));
      throw new Error("invalid resume date");
    }
    return parsed.data;
  }

  async function confirm() {
    if (!pending) return;
    switch (pending.kind) {
      case "subscribe":
        return startCheckout(pending.plan, pending.interval);
      case "upgrade":
      case "switch": {
        const { plan, interval: chosen } = pending;
        return run("switch", () => switchPlan.mutateAsync({ teamId, plan, interval: chosen }));
      }
      case "cancel":
        return run("cancel", () => cancel.mutateAsync({ teamId }));
      case "pause": {
        const day = resumesOn();
        setPauseError(null);
        return run("pause", () => pause.mutateAsync({ teamId, resumesOn: day }));
      }
      case "resume":
        // The dialog named whose payment method keeps paying: confirming it is the owner's say.
        return run("resume", () =>
          resume.mutateAsync({ teamId, keepCard: subscription?.cancellation?.needsOwnCard }),
        );
    }
  }

  async function openPortal() {
    try {
      const { url } = await portal.mutateAsync({ teamId, kind: "portal" });
      window.location.assign(url);
    } catch (error) {
      notifyFailure(t("toasts.portalFailed"), error);
    }
  }

  return {
    query,
    billing,
    subscription,
    canManage: billing.canManage,
    isLive:
      !!subscription && subscription.status !== "expired" && subscription.status !== "incomplete",
    canSwitch: !!subscription && ["active", "trialing", "past_due"].includes(subscription.status),
    isWaiting,
    timedOut,
    interval,
    setInterval,
    pending,
    setPending,
    confirm,
    pauseChoice,
    choosePause: (next: PauseChoice) => {
      setPauseChoice(next);
      setPauseError(null);
    },
    pauseError,
    showIntent,
    dismissIntent: () => setShowIntent(false),
    isStarting: subscribe.isPending,
    startCheckout,
    isOpeningPortal: portal.isPending,
    openPortal,
  };
}

export type BillingState = ReturnType<typeof useBilling>;
