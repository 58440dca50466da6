import type { Database, OwnerChangeCancellation } from "@teamkit/db";
import type { QueueEmail } from "@teamkit/email";
import type { Locale } from "@teamkit/i18n";
import {
  and,
  eq,
  isNull,
  logLine,
  memberships,
  ne,
  RUNNING_SUBSCRIPTION_STATUSES,
  subscriptions,
  teams,
  users,
} from "@teamkit/db";
import { localizedPath } from "@teamkit/i18n";
import { AppError } from "@teamkit/validators";

import type { BillingActor } from "./activity";
import type { BillingProvider } from "./provider";
import { recordBillingActivity } from "./activity";
import { cardFingerprint } from "./card";
import { currentPeriodEnd } from "./period";

export type OwnerChangeReason = OwnerChangeCancellation["reason"];

export interface OwnerChange {
  teamId: string;
  userId: string;
  reason: OwnerChangeReason;
}

interface Cancelled {
  plan: string;
  formerOwner: string;
  endsAt: Date | null;
}

/** A subscription its payer cancelled before they stopped being an owner. */
interface CancelledBefore {
  providerSubscriptionId: string;
  cancellation: OwnerChangeCancellation;
}

export interface OwnerChangeMailDeps {
  queueEmail: QueueEmail;
  appUrl: string;
  log?: (line: string) => void;
}

/**
 * Nobody keeps paying for a team they no longer run. Throws when the provider refuses, so the
 * caller refuses the change instead of losing the cancellation. Outside any transaction: the
 * provider's webhook locks the team row.
 */
export async function cancelOnOwnerChange(
  db: Database,
  provider: () => BillingProvider,
  change: OwnerChange,
  actor: BillingActor | null,
): Promise<Cancelled | null> {
  return cancelPayerSubscription(db, provider, change, actor, await payerSubscription(db, change));
}

type PayerSubscription = Awaited<ReturnType<typeof payerSubscription>>;

async function cancelPayerSubscription(
  db: Database,
  provider: () => BillingProvider,
  change: OwnerChange,
  actor: BillingActor | null,
  row: PayerSubscription,
): Promise<Cancelled | null> {
  if (!row?.id || !(RUNNING_SUBSCRIPTION_STATUSES as readonly string[]).includes(row.status)) {
    return null;
  }
  try {
    await provider().cancel(row.id);
  } catch (error) {
    throw new AppError("INTERNAL", {
      messageKey: "billing.errors.cancelOnOwnerChange",
      cause: error,
    });
  }
  const formerOwner = formerOwnerOf(row);
  await db
    .update(subscriptions)
    .set({
      cancellation: {
        reason: change.reason,
        formerOwner,
        at: new Date().toISOString(),
        card: cardFingerprint(row),
      },
    })
    .where(
      and(
        eq(subscriptions.teamId, change.teamId),
        eq(subscriptions.providerSubscriptionId, row.id),
      ),
    );
  await recordBillingActivity(db, {
    teamId: change.teamId,
    actor,
    action: "billing.canceledOnOwnerChange",
    details: { plan: row.plan, reason: change.reason, formerOwner },
  });
  return { plan: row.plan, formerOwner, endsAt: currentPeriodEnd(row) };
}

/** The team's subscription while `change.userId` pays for it. */
async function payerSubscription(db: Database, change: OwnerChange) {
  const [row] = await db
    .select({
      id: subscriptions.providerSubscriptionId,
      status: subscriptions.status,
      plan: subscriptions.plan,
      subscribedById: subscriptions.subscribedById,
      trialEndsAt: subscriptions.trialEndsAt,
      renewsAt: subscriptions.renewsAt,
      cardBrand: subscriptions.cardBrand,
      cardLastFour: subscriptions.cardLastFour,
      cancellation: subscriptions.cancellation,
      name: users.name,
      email: users.email,
    })
    .from(subscriptions)
    .leftJoin(users, eq(users.id, subscriptions.subscribedById))
    .where(eq(subscriptions.teamId, change.teamId));
  return row?.subscribedById === change.userId ? row : null;
}

function formerOwnerOf(row: { name: string | null; email: string | null }): string {
  return row.name ?? row.email ?? "";
}

/**
 * A payer who cancelled and then stops being an owner leaves a subscription another owner can
 * resume on their card: it gets the same record as a cancellation on owner change, so Billing
 * asks before resuming. Read before the change (an account deletion takes the name with it).
 */
function cancelledBeforeOwnerChange(
  change: OwnerChange,
  row: PayerSubscription,
): CancelledBefore | null {
  if (!row?.id || row.status !== "canceled" || row.cancellation) return null;
  return {
    providerSubscriptionId: row.id,
    cancellation: {
      reason: change.reason,
      formerOwner: formerOwnerOf(row),
      at: new Date().toISOString(),
      card: cardFingerprint(row),
      cancelledBefore: true,
    },
  };
}

/** Only while it is still that cancelled subscription without a record of its own. */
async function recordCancelledBefore(db: Database, change: OwnerChange, found: CancelledBefore) {
  await db
    .update(subscriptions)
    .set({ cancellation: found.cancellation })
    .where(
      and(
        eq(subscriptions.teamId, change.teamId),
        eq(subscriptions.providerSubscriptionId, found.providerSubscriptionId),
        eq(subscriptions.status, "canceled"),
        isNull(subscriptions.cancellation),
      ),
    );
}

/**
 * Through the outbox: the change has happened, so a provider outage delays the mails instead of
 * losing them. Only a failure to store one is logged.
 */
export async function mailOwnersAboutCancellation(
  db: Database,
  deps: OwnerChangeMailDeps,
  change: OwnerChange,
  cancelled: Cancelled,
): Promise<number> {
  const owners = await db
    .select({
      email: users.email,
      name: users.name,
      locale: users.locale,
      teamName: teams.name,
      teamSlug: teams.slug,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .innerJoin(teams, eq(teams.id, memberships.teamId))
    .where(
      and(
        eq(memberships.teamId, change.teamId),
        eq(memberships.role, "owner"),
        ne(memberships.userId, change.userId),
      ),
    );
  let sent = 0;
  for (const owner of owners) {
    const locale: Locale = owner.locale;
    try {
      await deps.queueEmail({
        to: owner.email,
        template: "SubscriptionOwnerChange",
        locale,
        props: {
          teamName: owner.teamName,
          formerOwner: cancelled.formerOwner,
          reason: change.reason,
          plan: cancelled.plan === "business" ? "business" : "pro",
          endsAt: cancelled.endsAt?.toISOString() ?? null,
          // The team url opens Billing of this team, whichever team the owner has open (and after
          // a sign-in, if needed): apps/web's `/t/[slug]` route.
          url: `${deps.appUrl}${localizedPath(locale, `/t/${owner.teamSlug}`)}?to=billing`,
        },
      });
      sent += 1;
    } catch (error) {
      (deps.log ?? ((line: string) => console.warn(line)))(
        logLine("warn", "owner change mail not queued", { team: change.teamId }, error),
      );
    }
  }
  return sent;
}

export function ownerChangeBilling(
  db: Database,
  provider: () => BillingProvider,
  deps: OwnerChangeMailDeps,
  actor: BillingActor | null,
) {
  const cancelled = new Map<string, Cancelled>();
  const cancelledBefore = new Map<string, CancelledBefore>();
  const key = (change: OwnerChange) => `${change.teamId}/${change.userId}`;
  return {
    before: async (change: OwnerChange) => {
      const row = await payerSubscription(db, change);
      const done = await cancelPayerSubscription(db, provider, change, actor, row);
      if (done) cancelled.set(key(change), done);
      const found = done ? null : cancelledBeforeOwnerChange(change, row);
      if (found) cancelledBefore.set(key(change), found);
    },
    after: async (change: OwnerChange) => {
      const done = cancelled.get(key(change));
      if (done) await mailOwnersAboutCancellation(db, deps, change, done);
      const found = cancelledBefore.get(key(change));
      if (found) await recordCancelledBefore(db, change, found);
    },
  };
}
