import { createHash, timingSafeEqual } from "node:crypto";

import type { Database } from "@teamkit/db";
import type { ExchangeMobileHandoffInput, MobileHandoffRequest } from "@teamkit/validators";
import { AppError } from "@teamkit/validators";

import type { ClockDeps } from "./deps";
import type { MobileSignIn } from "./mobile-sign-in";
import { completeSignIn, findTokenUser } from "./complete-sign-in";
import { flowNow } from "./deps";
import { mobileSignIn } from "./mobile-sign-in";
import { consumeOneTimeToken, issueOneTimeToken } from "./one-time-tokens";

/** The app's URL scheme (`app.json`); its own links are the usual place a hand-off returns to. */
export const MOBILE_APP_SCHEME = "teamkit";

export interface HandoffRedirects {
  appUrl: string;
  loopbackOrigin?: string;
}

/**
 * RFC 8252: the app's scheme, an https page of this deployment (an app link), and, while local
 * services are on, the app's web build on one loopback origin. Anything else could reach a stranger.
 */
export function isAllowedHandoffRedirect(uri: string, allowed: HandoffRedirects): boolean {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return false;
  }
  if (url.username || url.password || url.hash) return false;
  if (url.protocol === `${MOBILE_APP_SCHEME}:`) return true;
  const app = new URL(allowed.appUrl);
  if (url.protocol === "https:" && app.protocol === "https:") return url.origin === app.origin;
  return url.protocol === "http:" && url.origin === allowed.loopbackOrigin;
}

export function handoffError(): AppError {
  return new AppError("BAD_REQUEST", { messageKey: "auth.errors.handoffInvalid" });
}

export function handoffRedirect(
  request: Pick<MobileHandoffRequest, "redirectUri" | "state">,
  answer: { code: string } | { error: "access_denied" },
): string {
  const url = new URL(request.redirectUri);
  if ("code" in answer) url.searchParams.set("code", answer.code);
  else url.searchParams.set("error", answer.error);
  if (request.state) url.searchParams.set("state", request.state);
  return url.toString();
}

/** The signed-in user said yes: a single-use code for the app, bound to its PKCE challenge. */
export async function approveMobileHandoff(
  db: Database,
  input: { user: { id: string; email: string }; request: MobileHandoffRequest },
  allowed: HandoffRedirects,
  deps: ClockDeps = {},
): Promise<{ redirectTo: string }> {
  if (!isAllowedHandoffRedirect(input.request.redirectUri, allowed)) throw handoffError();
  const { token } = await issueOneTimeToken(db, {
    type: "mobile_handoff",
    identifier: input.user.email,
    userId: input.user.id,
    now: flowNow(deps),
    data: {
      codeChallenge: input.request.codeChallenge,
      redirectUri: input.request.redirectUri,
    },
  });
  return { redirectTo: handoffRedirect(input.request, { code: token }) };
}

function challengeOf(verifier: string): string {
  return createHash("sha256").update(verifier).digest("base64url");
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * The app trades the code and its verifier for a mobile session. The code is spent first, so a
 * wrong verifier burns it: an intercepted code allows one guess, not many.
 */
export async function exchangeMobileHandoff(
  db: Database,
  input: ExchangeMobileHandoffInput,
  deps: ClockDeps = {},
): Promise<MobileSignIn> {
  const now = flowNow(deps);
  const token = await consumeOneTimeToken(db, "mobile_handoff", input.code, now).catch(() => {
    throw handoffError();
  });
  const { codeChallenge, redirectUri } = token.data ?? {};
  if (
    typeof codeChallenge !== "string" ||
    redirectUri !== input.redirectUri ||
    !sameText(challengeOf(input.codeVerifier), codeChallenge)
  ) {
    throw handoffError();
  }
  const user = await findTokenUser(db, token);
  if (!user) throw handoffError();
  // The web session that approved the hand-off passed any second factor already.
  const outcome = await completeSignIn(db, user, now, {
    device: { name: input.deviceName },
    secondFactorPassed: true,
  });
  return mobileSignIn(outcome);
}
