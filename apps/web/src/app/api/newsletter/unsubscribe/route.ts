import { TRPCError } from "@trpc/server";

import { createCaller, createContext } from "@teamkit/api";
import { DEFAULT_LOCALE, isLocale, localizedPath } from "@teamkit/i18n";

import { redirectTo } from "~/http/route-redirect";

export const dynamic = "force-dynamic";

/**
 * The newsletter mail's `List-Unsubscribe` address. A mail client's own unsubscribe button posts
 * to it (RFC 8058: no cookies, no page, `List-Unsubscribe=One-Click` in the body, which is not
 * read: the token is the proof, and a stranger's post without it changes nothing).
 */
export async function POST(request: Request): Promise<Response> {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const api = createCaller(await createContext({ headers: request.headers }));
  try {
    await api.newsletter.unsubscribeOneClick({ token });
  } catch (error) {
    if (error instanceof TRPCError && error.code === "BAD_REQUEST")
      return new Response(null, { status: 400 });
    if (error instanceof TRPCError && error.code === "TOO_MANY_REQUESTS")
      return new Response(null, { status: 429 });
    throw error;
  }
  return new Response(null, { status: 200, headers: { "cache-control": "no-store" } });
}

/**
 * A client that opens the address instead: the unsubscribe page in the subscriber's language,
 * whose button unsubscribes.
 */
export function GET(request: Request): Response {
  const query = new URL(request.url).searchParams;
  const requested = query.get("locale");
  const locale = isLocale(requested) ? requested : DEFAULT_LOCALE;
  const token = new URLSearchParams({ token: query.get("token") ?? "" });
  return redirectTo(`${localizedPath(locale, "/newsletter/unsubscribe")}?${token}`, new Headers());
}
