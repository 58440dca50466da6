// Admin user search at 100,000 users over HTTP against the production server. Figures only: nothing
// here is a test.
import { performance } from "node:perf_hooks";

import { percentile, psql, sessionCookie } from "./postgres";

export const ADMIN_SEARCH_USERS = 100_000;

/**
 * One hash for every seeded user: hashing 100,000 passwords would take 40 minutes and measure
 * nothing.
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

const sqlArray = (names: string[]) => `array[${names.map((n) => `'${n}'`).join(", ")}]`;

export function seedUsers(url: string): string {
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

export interface SearchKind {
  id: string;
  label: string;
  input: (i: number) => { q: string; page: number }; // the i-th request's search
}

/** Each request varies its term so no two are the same query. */
export const SEARCH_KINDS = [
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
] as SearchKind[];

/** Always matches some seeded user's md5 part. */
function md5Fragment(i: number) {
  // The hex digits of i * a large odd number: spread over the 65,536 four-digit fragments.
  return ((i * 2_654_435_761) % 65_536).toString(16).padStart(4, "0");
}

export interface SearchResult {
  id: string;
  label: string;
  samples: number;
  p50: number; // ms
  p95: number; // ms
  max: number; // ms
  meanMatches: number; // the `total` the procedure answered, averaged
  errors: number; // requests that did not answer 200
}

/** Kinds interleaved so all see the same noise. */
export async function measureSearch({
  origin,
  cookie,
  samples,
  warmup,
}: {
  origin: string;
  cookie: string;
  samples: number;
  warmup: number;
}): Promise<SearchResult[]> {
  const seen = new Map<string, { times: number[]; totals: number[]; errors: number }>(
    SEARCH_KINDS.map((kind) => [kind.id, { times: [], totals: [], errors: 0 }]),
  );
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
      const total = (JSON.parse(body) as { result?: { data?: { json?: { total?: number } } } })
        .result?.data?.json?.total;
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
