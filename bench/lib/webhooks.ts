// Figures only, not a test.
import { createHash, createHmac } from "node:crypto";
import { performance } from "node:perf_hooks";

import { percentile, psql } from "./postgres";

const STORE_ID = 1;
const VARIANT_ID = 101;

/** The simulator's signing secret: derived from AUTH_SECRET as the app derives it. */
export function simulatorSecret(authSecret: string) {
  return createHmac("sha256", authSecret).update("billing-simulator-webhooks").digest("hex");
}

export interface BenchEvent {
  n: number;
  teamId: string;
  subscriptionId: string;
  rawBody: string;
  hash: string; // SHA-256 of the body, as the app deduplicates by it
  signature: string;
}

/** An active Pro subscription of the simulator's store, as its webhooks carry it. */
export function subscriptionAttributes(n: number, updatedAt: string) {
  return {
    store_id: STORE_ID,
    customer_id: 500_000 + n,
    order_id: 700_000 + n,
    variant_id: VARIANT_ID,
    status: "active",
    cancelled: false,
    pause: null,
    card_brand: "visa",
    card_last_four: "4242",
    trial_ends_at: null,
    renews_at: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    ends_at: null,
    updated_at: updatedAt,
    test_mode: false,
  };
}

export function seedWebhookTeams(url: string, count: number, secret: string): BenchEvent[] {
  const updatedAt = new Date(Date.now() - 60_000).toISOString();
  const attributes = (n: number) => subscriptionAttributes(n, updatedAt);
  const sample = JSON.stringify(attributes(0)).replace(/'/g, "''");
  psql(
    url,
    `insert into teams (id, name, slug)
     select 'bench_t' || n, 'Bench team ' || n, 'bench-team-' || n from generate_series(1, ${count}) as n;
     insert into billing_simulator_subscriptions (id, attributes, custom_data)
     select (900000 + n)::text,
            jsonb_set(jsonb_set(jsonb_set('${sample}'::jsonb,
              '{customer_id}', to_jsonb(500000 + n)), '{order_id}', to_jsonb(700000 + n)),
              '{store_id}', to_jsonb(${STORE_ID})),
            jsonb_build_object('team_id', 'bench_t' || n)
     from generate_series(1, ${count}) as n;\n`,
  );
  const events: BenchEvent[] = [];
  for (let n = 1; n <= count; n++) {
    const teamId = `bench_t${n}`;
    const subscriptionId = String(900_000 + n);
    const rawBody = JSON.stringify({
      meta: {
        event_name: "subscription_updated",
        test_mode: false,
        custom_data: { team_id: teamId },
      },
      data: { type: "subscriptions", id: subscriptionId, attributes: attributes(n) },
    });
    events.push({
      n,
      teamId,
      subscriptionId,
      rawBody,
      hash: createHash("sha256").update(rawBody, "utf8").digest("hex"),
      signature: createHmac("sha256", secret).update(rawBody, "utf8").digest("hex"),
    });
  }
  return events;
}

async function post(origin: string, event: BenchEvent): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  try {
    const response = await fetch(`${origin}/api/webhooks/lemonsqueezy`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-event-name": "subscription_updated",
        "x-signature": event.signature,
      },
      body: event.rawBody,
      signal: AbortSignal.timeout(20_000),
    });
    await response.arrayBuffer();
    return { status: response.status, ms: performance.now() - started };
  } catch {
    return { status: 0, ms: performance.now() - started };
  }
}

export interface SteadyResult {
  rate: number; // events per second offered
  seconds: number;
  sent: number;
  accepted: number; // 2xx answers
  other: number; // any other answer or a failed connection
  p50: number; // ms, of the 2xx answers
  p99: number;
  max: number;
}

/** Open loop: a slow answer does not slow the rate (the provider does not wait either). */
export async function steadyRate(
  origin: string,
  events: BenchEvent[],
  rate: number,
): Promise<SteadyResult> {
  const started = performance.now();
  const pending: Promise<{ status: number; ms: number }>[] = [];
  for (const [i, event] of events.entries()) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(post(origin, event));
  }
  const answers = await Promise.all(pending);
  const times = answers.filter((a) => a.status >= 200 && a.status < 300).map((a) => a.ms);
  return {
    rate,
    seconds: events.length / rate,
    sent: events.length,
    accepted: times.length,
    other: answers.length - times.length,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    max: times.length ? Math.max(...times) : Number.NaN,
  };
}

export interface BurstResult {
  events: number;
  concurrency: number;
  killedAfterMs: number; // when the server was killed, from the burst's start
  restartMs: number; // from the kill until the new server answered
  acceptedFirstTry: number;
  refusedFirstTry: number; // no 2xx on the first delivery (the server was down or died)
  redeliveries: number; // deliveries after the first, until each event was accepted
  accepted: number; // events with a 2xx in the end
  p50: number; // ms, first-try 2xx answers
  p99: number;
}

/**
 * A delivery without a 2xx is delivered again once the server answers, as Lemon Squeezy retries.
 */
export async function burstWithRestart(
  origin: string,
  events: BenchEvent[],
  {
    concurrency,
    killAfterMs,
    kill,
    restart,
  }: {
    concurrency: number;
    killAfterMs: number;
    restart: () => Promise<void>;
    kill: () => Promise<void>;
  },
): Promise<BurstResult> {
  const started = performance.now();
  let next = 0;
  let acceptedFirstTry = 0;
  let refusedFirstTry = 0;
  let redeliveries = 0;
  let accepted = 0;
  const times: number[] = [];
  let killedAt = Number.NaN;
  let upAt = Number.NaN;
  let down: Promise<void> | null = null;
  const restartTimer = new Promise((resolve) => setTimeout(resolve, killAfterMs)).then(async () => {
    killedAt = performance.now();
    down = (async () => {
      await kill();
      await restart();
      upAt = performance.now();
    })();
    await down;
    down = null;
  });
  const sender = async () => {
    for (;;) {
      const event = events[next++];
      if (!event) return;
      let first = true;
      for (let attempt = 0; attempt < 50; attempt++) {
        if (down) await down;
        const answer = await post(origin, event);
        const ok = answer.status >= 200 && answer.status < 300;
        if (!first) redeliveries += 1;
        if (first) {
          if (ok) {
            acceptedFirstTry += 1;
            times.push(answer.ms);
          } else refusedFirstTry += 1;
        }
        first = false;
        if (ok) {
          accepted += 1;
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
  };
  await Promise.all([...Array.from({ length: concurrency }, sender), restartTimer]);
  return {
    events: events.length,
    concurrency,
    killedAfterMs: Math.round(killedAt - started),
    restartMs: Math.round(upAt - killedAt),
    acceptedFirstTry,
    refusedFirstTry,
    redeliveries,
    accepted,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
  };
}

export interface Ledger {
  stored: number; // events with a row in webhook_events
  duplicates: number; // events stored more than once (must be 0)
  byStatus: Record<string, number>; // rows by status
  applied: number; // events whose team has the event's subscription
  missing: number; // events neither stored nor applied
}

export function ledger(url: string, events: BenchEvent[]): Ledger {
  const values = events
    .map((e) => `('${e.hash}', '${e.teamId}', '${e.subscriptionId}')`)
    .join(",\n");
  const rows = psql(
    url,
    `with sent(hash, team_id, subscription_id) as (values ${values}),
     stored as (
       select s.hash, count(w.id) as copies, min(w.status::text) as status,
              exists (select 1 from subscriptions x
                      where x.team_id = s.team_id and x.provider_subscription_id = s.subscription_id
                        and x.status = 'active') as applied
       from sent s left join webhook_events w on w.payload_hash = s.hash
       group by s.hash, s.team_id, s.subscription_id)
     select coalesce(status, 'none'), count(*), sum(case when copies > 1 then 1 else 0 end),
            sum(case when applied then 1 else 0 end)
     from stored group by 1 order by 1;\n`,
  );
  const result: Ledger = { stored: 0, duplicates: 0, byStatus: {}, applied: 0, missing: 0 };
  for (const line of rows.split("\n").filter(Boolean)) {
    const [status = "", count = "0", duplicates = "0", applied = "0"] = line.split("|");
    if (status === "none") result.missing = Number(count);
    else {
      result.stored += Number(count);
      result.byStatus[status] = Number(count);
    }
    result.duplicates += Number(duplicates);
    result.applied += Number(applied);
  }
  return result;
}
