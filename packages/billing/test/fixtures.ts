import type { Database } from "@teamkit/db";
import type { TestUser } from "@teamkit/db/testing";
import { eq, subscriptions } from "@teamkit/db";

import { BillingSimulator } from "../src/simulator";
import { startCheckout } from "../src/subscriptions";
import { handleWebhook } from "../src/webhooks";

export const SECRET = "test-webhook-secret";

/** A Lemon Squeezy store in test mode, with a variant per plan and interval. */
export const LEMON_SQUEEZY_CONFIG = {
  apiKey: "test-key",
  storeId: "4242",
  webhookSecret: "whsec-test",
  acceptTestMode: true,
  variants: { pro: { month: "11", year: "12" }, business: { month: "21", year: "22" } },
};
export const quiet = () => undefined;

/** A simulator wired to the webhook engine, and subscriptions through it, on one test database. */
export function billingFixtures(database: () => Database) {
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
    team: { id: string; owner: TestUser },
    plan: "pro" | "business" = "pro",
  ) {
    const { url } = await startCheckout(database(), sim, {
      teamId: team.id,
      actor: team.owner,
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

  return { simulator, subscribe, localState };
}
