import type { Database, OwnerChangeCancellation } from "@teamkit/db";
import type { QueueEmail } from "@teamkit/email";
import type { Locale } from "@teamkit/i18n";
import {
  and,
  eq,
  logLine,
  memberships,
  ne,
  RUNNING_SUBSCRIPTION_STATUSES,
  subscriptions,
  teams,
  users,
} from "@teamkit/db";
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
      name: users.name,
      email: users.email,
    })
    .from(subscriptions)
    .leftJoin(users, eq(users.id, subscriptions.subscribedById))
    .where(eq(subscriptions.teamId, change.teamId));
  if (
    !row?.id ||
    row.subscribedById !== change.userId ||
    !(RUNNING_SUBSCRIPTION_STATUSES as readonly string[]).includes(row.status)
  ) {
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
  const formerOwner = row.name ?? row.email ?? "";
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
          url: `${deps.appUrl}${locale === "en" ? "" : `/${locale}`}/t/${owner.teamSlug}?to=billing`,
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
  return {
    before: async (change: OwnerChange) => {
      const done = await cancelOnOwnerChange(db, provider, change, actor);
      if (done) cancelled.set(`${change.teamId}/${change.userId}`, done);
    },
    after: async (change: OwnerChange) => {
      const done = cancelled.get(`${change.teamId}/${change.userId}`);
      if (done) await mailOwnersAboutCancellation(db, deps, change, done);
    },
  };
}
