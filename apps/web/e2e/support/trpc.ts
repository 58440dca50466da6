import type { APIRequestContext, APIResponse, Page } from "@playwright/test";

import { expect } from "@playwright/test";

import { BASE_URL } from "../../playwright.config";

/** A superjson-encoded tRPC answer: `{ result: { data: { json } } }`. */
interface TrpcResult<T> {
  result: { data: { json: T } };
}

async function unwrap<T>(response: APIResponse, path: string): Promise<T> {
  expect(response.ok(), `${path} answered ${response.status()}: ${await response.text()}`).toBe(
    true,
  );
  return ((await response.json()) as TrpcResult<T>).result.data.json;
}

/** Calls a tRPC query over HTTP, as the browser's client would (superjson, no batching). */
export async function trpcQuery<T>(
  request: APIRequestContext,
  path: string,
  input?: unknown,
): Promise<T> {
  const query =
    input === undefined ? "" : `?input=${encodeURIComponent(JSON.stringify({ json: input }))}`;
  return unwrap<T>(await request.get(`/api/trpc/${path}${query}`), path);
}

/**
 * Calls a tRPC mutation over HTTP; `locale` picks the language of mails and messages. It posts
 * JSON with the app's own Origin, as the browser's client does: a post that carries the session
 * cookie is refused from any other origin.
 */
export async function trpcMutation<T>(
  request: APIRequestContext,
  path: string,
  input?: unknown,
  locale: "en" | "de" = "en",
): Promise<T> {
  // superjson's encoding of "no input", as @trpc/client sends it.
  const data =
    input === undefined ? { json: null, meta: { values: ["undefined"] } } : { json: input };
  return unwrap<T>(
    await request.post(`/api/trpc/${path}`, {
      data,
      headers: { "x-teamkit-locale": locale, origin: BASE_URL },
    }),
    path,
  );
}

const TRPC_CODES = { FORBIDDEN: [403, -32003], CONFLICT: [409, -32009] } as const;

/**
 * Answers the page's calls of `procedure` with the server's refusal (`times`: only the first
 * ones), for states a test cannot reach in time: a task deleted meanwhile, an old session.
 */
export async function answerRefusal(
  page: Page,
  procedure: string,
  refusal: { code: keyof typeof TRPC_CODES; messageKey: string; message: string },
  times?: number,
) {
  const [httpStatus, code] = TRPC_CODES[refusal.code];
  const error = {
    json: {
      message: refusal.message,
      code,
      data: { code: refusal.code, httpStatus, messageKey: refusal.messageKey },
    },
  };
  await page.route(
    `**/api/trpc/${procedure}**`,
    (route) =>
      route.fulfill({
        status: httpStatus,
        contentType: "application/json",
        body: JSON.stringify([{ error }]),
      }),
    { times },
  );
}
