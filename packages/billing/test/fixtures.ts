import type { Database } from "@teamkit/db";
import { eq, memberships, subscriptions, teams, users } from "@teamkit/db";

import { BillingSimulator } from "../src/simulator";
import { startCheckout } from "../src/subscriptions";
import { handleWebhook } from "../src/webhooks";

export const SECRET = "test-webhook-secret";
export const quiet = () => undefined;

/** Teams, a simulator wired to the webhook engine, and subscriptions, on one test database. */
export function billingFixtures(database: () => Database) {
  let sequence = 0;
  async function makeTeam(values: { trialUsed?: boolean; members?: number } = {}) {
    sequence += 1;
    const [user] = await database()
      .insert(users)
      .values({ email: `billing-${sequence}-${process.pid}@example.com`, name: "Owner" })
      .returning({ id: users.id });
    const [team] = await database()
      .insert(teams)
      .values({
        name: "Billing Team",
        slug: `billing-${sequence}-${process.pid}`,
        trialUsedAt: values.trialUsed ? new Date() : null,
      })
      .returning({ id: teams.id });
    if (!user || !team) throw new Error("fixture");
    await database()
      .insert(memberships)
      .values({ teamId: team.id, userId: user.id, role: "owner" });
    const others: string[] = [];
    for (let i = 0; i < (values.members ?? 0); i++) {
      const [other] = await database()
        .insert(users)
        .values({
          email: `billing-${sequence}-m${i}-${process.pid}@example.com`,
          name: `Member ${i}`,
        })
        .returning({ id: users.id });
      if (!other) throw new Error("fixture");
      await database()
        .insert(memberships)
        .values({ teamId: team.id, userId: other.id, role: "member" });
      others.push(other.id);
    }
    return {
      teamId: team.id,
      members: others,
      actor: { userId: user.id, name: "Owner", impersonatorId: null },
    };
  }

  /**
   * A simulator whose webhooks are captured; with `deliver` on they also reach the engine, as the
   * app's own endpoint would receive them.
   */
  function simulator(options: { deliver: boolean; clock?: () => Date }) {
    const sent: { rawBody: string; signature: string; event: string }[] = [];
    const holder: { sim?: BillingSimulator } = {};
    const sim = new BillingSimulator(
      database(),
      SECRET,
      async (rawBody, signature) => {
        const event = (JSON.parse(rawBody) as { meta: { event_name: string } }).meta.event_name;
        sent.push({ rawBody, signature, event });
        if (options.deliver && holder.sim) {
          await handleWebhook(database(), holder.sim, { rawBody, signature });
        }
      },
      quiet,
      options.clock,
    );
    holder.sim = sim;
    return { sim, sent };
  }

  async function subscribe(
    sim: BillingSimulator,
    team: Awaited<ReturnType<typeof makeTeam>>,
    plan: "pro" | "business" = "pro",
  ) {
    const { url } = await startCheckout(database(), sim, {
      teamId: team.teamId,
      actor: team.actor,
      email: "owner@example.com",
      name: "Owner",
      plan,
      interval: "month",
      redirectUrl: "/app/settings/team/billing",
    });
    const id = new URL(url, "http://x").searchParams.get("id") ?? "";
    await sim.completeCheckout(id, { brand: "visa", lastFour: "4242" });
  }

  async function localState(teamId: string) {
    const [row] = await database()
      .select({
        status: subscriptions.status,
        plan: subscriptions.plan,
        interval: subscriptions.interval,
        id: subscriptions.providerSubscriptionId,
        endsAt: subscriptions.endsAt,
        cardLastFour: subscriptions.cardLastFour,
      })
      .from(subscriptions)
      .where(eq(subscriptions.teamId, teamId));
    return row;
  }

  return { makeTeam, simulator, subscribe, localState };
}
