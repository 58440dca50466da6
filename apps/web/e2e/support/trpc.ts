import type { APIRequestContext, APIResponse } from "@playwright/test";

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
