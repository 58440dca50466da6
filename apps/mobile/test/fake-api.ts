import type { SuperJSONResult } from "superjson";

import superjson from "superjson";

type Handler = (input: unknown) => unknown;

/** The HTTP status the server answers each refusal code with. */
const HTTP_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
} as const;

/**
 * A refusal as the server formats it: its code, translated message and message key, and the
 * form field it is about, if any.
 */
export class Refusal extends Error {
  readonly httpStatus: number;

  constructor(
    readonly code: keyof typeof HTTP_STATUS,
    message: string,
    readonly messageKey: string,
    readonly field?: string,
  ) {
    super(message);
    this.httpStatus = HTTP_STATUS[code];
  }
}

/** A handler that refuses every call with this refusal. */
export function refuse(...refusal: ConstructorParameters<typeof Refusal>): Handler {
  return () => {
    throw new Refusal(...refusal);
  };
}

/** What the fake server received: procedure, input and headers. */
export interface Call {
  path: string;
  input: unknown;
  headers: Record<string, string>;
}

function inputsOf(url: URL, init?: RequestInit): unknown[] {
  const body = typeof init?.body === "string" ? init.body : "{}";
  const raw = init?.method === "POST" ? body : (url.searchParams.get("input") ?? "{}");
  if (!isBatch(url)) return [superjson.deserialize(JSON.parse(raw) as SuperJSONResult)];
  const batch = JSON.parse(raw) as Record<string, SuperJSONResult | undefined>;
  return Object.values(batch).map((entry) => (entry ? superjson.deserialize(entry) : undefined));
}

/** The app's client batches its calls; a one-off client (a deferred sign-out) does not. */
function isBatch(url: URL): boolean {
  return url.searchParams.get("batch") === "1";
}

/**
 * Answers the app's tRPC batch requests from `handlers` in tRPC's wire format (superjson), so
 * tests run the real client, React Query and the screens; every call is recorded.
 */
export function fakeApi(handlers: Record<string, Handler>) {
  const calls: Call[] = [];
  const fetch = jest.fn(async (request: string, init?: RequestInit) => {
    const url = new URL(request, "http://app.test");
    const paths = url.pathname.replace(/^.*\/api\/trpc\//, "").split(",");
    const inputs = inputsOf(url, init);
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const results = paths.map(async (path, index) => {
      const input = inputs[index];
      calls.push({ path, input, headers });
      try {
        const handler = handlers[path];
        if (!handler) throw new Error(`no fake for ${path}`);
        return { result: { data: superjson.serialize(await handler(input)) } };
      } catch (error) {
        if (!(error instanceof Refusal)) throw error;
        const shape = {
          message: error.message,
          code: -32000,
          data: {
            code: error.code,
            httpStatus: error.httpStatus,
            messageKey: error.messageKey,
            fieldErrors: error.field ? [{ path: error.field, message: error.message }] : null,
          },
        };
        return { error: superjson.serialize(shape) };
      }
    });
    const answers = await Promise.all(results);
    const body = JSON.stringify(isBatch(url) ? answers : answers[0]);
    const response = new Response(body, {
      status: 200,
      headers: { "content-type": "application/json" },
    });
    // Node's `json()` builds its objects in another realm than the tests', where superjson sees
    // no plain object and a Date would stay a string: parsed here, as a phone's fetch does.
    return Object.assign(response, { json: () => Promise.resolve(JSON.parse(body) as unknown) });
  });
  global.fetch = fetch as unknown as typeof global.fetch;
  return { calls, fetch };
}

export const UNAUTHORIZED = new Refusal(
  "UNAUTHORIZED",
  "Please sign in to continue.",
  "errors.unauthorized",
);
