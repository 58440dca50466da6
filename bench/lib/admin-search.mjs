// Admin user search at 100,000 users: substring, prefix and deep-page requests to
// `admin.user.list` over HTTP against the production server, signed in as a platform admin, on a
// Postgres database of the bench's own. Figures only: nothing here is a test.
import { performance } from "node:perf_hooks";

import { percentile, psql, sessionCookie } from "./postgres.mjs";

/** Users seeded (plus one admin). */
export const ADMIN_SEARCH_USERS = 100_000;

/**
 * One argon2id hash (of "bench-password-123", the app's parameters) for every seeded user: hashing
 * 100,000 passwords would take the machine 40 minutes and measure nothing.
 */
const PASSWORD_HASH =
  "$argon2id$v=19$m=19456,t=2,p=1$MnXMWyp/pmhjE8AzyNSugQ$9bjrZfSqgZVWRlweTQ8dfCPYhc89aCO+3G6aW0U6+xk";

const FIRST_NAMES = [
  "Anna",
  "Ben",
  "Clara",
  "David",
  "Emma",
  "Felix",
  "Greta",
  "Hugo",
  "Ida",
  "Jonas",
  "Karla",
  "Leon",
  "Mia",
  "Noah",
  "Olga",
  "Paul",
  "Rosa",
  "Sven",
  "Tara",
  "Ulf",
];
const LAST_NAMES = [
  "Müller",
  "Schmidt",
  "Schneider",
  "Fischer",
  "Weber",
  "Meyer",
  "Wagner",
  "Becker",
  "Schulz",
  "Hoffmann",
  "Smith",
  "Johnson",
  "Brown",
  "Garcia",
  "Miller",
  "Davis",
  "Martin",
  "Lopez",
  "Wilson",
  "Anderson",
  "Taylor",
  "Thomas",
  "Moore",
  "Jackson",
  "White",
];

/** @param {string[]} names */
const sqlArray = (names) => `array[${names.map((n) => `'${n}'`).join(", ")}]`;

/**
 * Seeds the users in one statement: `user<i>.<8 hex>@bench.example`, names from 20 × 25 first
 * and last names, created a minute apart, a third unverified; and one platform admin.
 * @param {string} url
 * @returns {string} the admin's id
 */
export function seedUsers(url) {
  const adminId = "bench_admin";
  psql(
    url,
    `insert into users (id, name, email, email_verified, password_hash, onboarding_step, created_at, updated_at)
     select 'bench_u' || i,
            (${sqlArray(FIRST_NAMES)})[1 + i % ${FIRST_NAMES.length}] || ' ' ||
              (${sqlArray(LAST_NAMES)})[1 + (i / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}],
            'user' || i || '.' || substr(md5(i::text), 1, 8) || '@bench.example',
            case when i % 3 = 0 then null else now() - i * interval '1 minute' end,
            '${PASSWORD_HASH}',
            'complete',
            now() - i * interval '1 minute',
            now() - i * interval '1 minute'
     from generate_series(1, ${ADMIN_SEARCH_USERS}) as i;
     insert into users (id, name, email, email_verified, password_hash, role, onboarding_step)
     values ('${adminId}', 'Bench Admin', 'admin@bench.example', now(), '${PASSWORD_HASH}', 'admin', 'complete');
     analyze users;\n`,
  );
  return adminId;
}

/**
 * @typedef {object} SearchKind
 * @property {string} id
 * @property {string} label
 * @property {(i: number) => { q: string, page: number }} input  the i-th request's search
 */

/** The searches measured; each request varies its term so no two are the same query. */
export const SEARCH_KINDS = /** @type {SearchKind[]} */ ([
  {
    id: "substring",
    label: "substring of the address (4 hex digits, a handful of matches)",
    input: (i) => ({ q: md5Fragment(i), page: 1 }),
  },
  {
    id: "substring-common",
    label: 'substring of a last name ("ller", "mid", …: 4,000–8,000 matches)',
    input: (i) => ({ q: ["ller", "mid", "agner", "ohnso", "ilso"][i % 5] ?? "ller", page: 1 }),
  },
  {
    id: "prefix",
    label: 'prefix of the address ("user4711", ~11 matches)',
    input: (i) => ({ q: `user${1000 + ((i * 7919) % 8999)}`, page: 1 }),
  },
  {
    id: "deep-page",
    label: "no term, newest first, page 4,000 (offset 79,980)",
    input: (i) => ({ q: "", page: 4000 - (i % 10) }),
  },
]);

/**
 * A 4-hex-digit piece of some seeded user's md5 part, so the term always matches someone.
 * @param {number} i
 */
function md5Fragment(i) {
  // The hex digits of i * a large odd number: spread over the 65,536 four-digit fragments.
  return ((i * 2_654_435_761) % 65_536).toString(16).padStart(4, "0");
}

/**
 * @typedef {object} SearchResult
 * @property {string} id
 * @property {string} label
 * @property {number} samples
 * @property {number} p50  ms
 * @property {number} p95  ms
 * @property {number} max  ms
 * @property {number} meanMatches  the `total` the procedure answered, averaged
 * @property {number} errors  requests that did not answer 200
 */

/**
 * Times `samples` requests of each kind, the kinds interleaved (one of each in turn) so all see the
 * same noise, after `warmup` untimed rounds.
 * @param {{ origin: string, cookie: string, samples: number, warmup: number }} options
 * @returns {Promise<SearchResult[]>}
 */
export async function measureSearch({ origin, cookie, samples, warmup }) {
  /** @type {Map<string, { times: number[], totals: number[], errors: number }>} */
  const seen = new Map(SEARCH_KINDS.map((kind) => [kind.id, { times: [], totals: [], errors: 0 }]));
  for (let i = 0; i < warmup + samples; i++) {
    for (const kind of SEARCH_KINDS) {
      const input = {
        verified: "any",
        admin: "any",
        hasTeam: "any",
        sort: "created",
        ...kind.input(i),
      };
      const url = `${origin}/api/trpc/admin.user.list?input=${encodeURIComponent(JSON.stringify({ json: input }))}`;
      const started = performance.now();
      const response = await fetch(url, {
        headers: { cookie },
        signal: AbortSignal.timeout(30_000),
      });
      const body = await response.text();
      const elapsed = performance.now() - started;
      if (i < warmup) continue;
      const entry = seen.get(kind.id);
      if (!entry) continue;
      if (response.status !== 200) {
        entry.errors += 1;
        if (entry.errors === 1)
          console.warn(
            `admin.user.list ${kind.id} answered ${response.status}: ${body.slice(0, 300)}`,
          );
        continue;
      }
      entry.times.push(elapsed);
      const total = /** @type {{ result?: { data?: { json?: { total?: number } } } }} */ (
        JSON.parse(body)
      ).result?.data?.json?.total;
      entry.totals.push(total ?? Number.NaN);
    }
  }
  return SEARCH_KINDS.map((kind) => {
    const entry = seen.get(kind.id) ?? { times: [], totals: [], errors: 0 };
    return {
      id: kind.id,
      label: kind.label,
      samples: entry.times.length,
      p50: percentile(entry.times, 50),
      p95: percentile(entry.times, 95),
      max: entry.times.length ? Math.max(...entry.times) : Number.NaN,
      meanMatches: entry.totals.length
        ? entry.totals.reduce((a, b) => a + b, 0) / entry.totals.length
        : Number.NaN,
      errors: entry.errors,
    };
  });
}

export { sessionCookie };
