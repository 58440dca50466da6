import * as Linking from "expo-linking";
import { Platform } from "react-native";

import type { Locale } from "@teamkit/i18n";

import { challengeOf, makeState, makeVerifier } from "./pkce";

/** Where the browser returns: the app's own link, or on the web build its own page. */
export const CALLBACK_PATH = "auth/callback";

export interface HandoffRequest {
  verifier: string;
  state: string;
  redirectUri: string;
}

export type HandoffFailure = "cancelled" | "denied" | "mismatch" | "failed" | "challenge";

export function callbackUri(): string {
  if (Platform.OS === "web") return `${window.location.origin}/${CALLBACK_PATH}`;
  return Linking.createURL(CALLBACK_PATH);
}

export function newHandoffRequest(redirectUri = callbackUri()): HandoffRequest {
  return { verifier: makeVerifier(), state: makeState(), redirectUri };
}

/** The web app's page that asks the signed-in user to confirm, in the app's language. */
export async function authorizeUrl(
  webBase: string,
  locale: Locale,
  request: HandoffRequest,
): Promise<string> {
  const query = new URLSearchParams({
    code_challenge: await challengeOf(request.verifier),
    code_challenge_method: "S256",
    redirect_uri: request.redirectUri,
    state: request.state,
  });
  return `${webBase}/${locale}/mobile/authorize?${query.toString()}`;
}

export interface CallbackParams {
  code?: string;
  state?: string;
  error?: string;
}

export function callbackParams(url: string): CallbackParams {
  const { searchParams } = new URL(url);
  const read = (name: string) => searchParams.get(name) ?? undefined;
  return { code: read("code"), state: read("state"), error: read("error") };
}

/**
 * What the browser's answer allows: the code with the verifier that proves this app asked for it,
 * or why not. An answer to another request (or to none) is never exchanged.
 */
export function readCallback(
  params: CallbackParams,
  request: HandoffRequest | null,
): { code: string; codeVerifier: string; redirectUri: string } | { failure: HandoffFailure } {
  if (params.error === "access_denied") return { failure: "denied" };
  if (!request || params.state !== request.state) return { failure: "mismatch" };
  if (params.error || !params.code) return { failure: "failed" };
  return { code: params.code, codeVerifier: request.verifier, redirectUri: request.redirectUri };
}

const PENDING_KEY = "teamkit.handoff";

/**
 * The web build's request while the browser is away: it leaves for the web app's page and comes
 * back as a new page, so the request waits in this tab's sessionStorage (a phone's app keeps it in
 * memory while its auth session is open).
 */
export const pendingHandoff = {
  save(request: HandoffRequest) {
    sessionStorage.setItem(PENDING_KEY, JSON.stringify(request));
  },
  take(): HandoffRequest | null {
    const raw = sessionStorage.getItem(PENDING_KEY);
    sessionStorage.removeItem(PENDING_KEY);
    try {
      return raw ? (JSON.parse(raw) as HandoffRequest) : null;
    } catch {
      return null;
    }
  },
};
