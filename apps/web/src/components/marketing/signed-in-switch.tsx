"use client";

import { parseCookie } from "cookie";
import { useSyncExternalStore } from "react";

import { SIGNED_IN_HINT_COOKIE } from "@teamkit/auth/signed-in-hint";

const subscribe = () => () => {};
const readHint = () => parseCookie(document.cookie)[SIGNED_IN_HINT_COOKIE] === "1";
const onServer = () => false;

/** Whether this browser holds a session, by the hint cookie (false on the server and until hydrated). */
export function useSignedInHint(): boolean {
  return useSyncExternalStore(subscribe, readHint, onServer);
}

/**
 * Shows `signedIn` when this browser holds a session, else `signedOut` (also on the server and
 * until hydrated). The public pages are prerendered, so it reads the signed-in hint cookie set
 * with the session cookie instead of asking the server. The hint proves nothing: the app checks
 * the session and sends a stale one to sign-in.
 */
export function SignedInSwitch({
  signedIn,
  signedOut,
}: {
  signedIn: React.ReactNode;
  signedOut: React.ReactNode;
}) {
  return useSignedInHint() ? signedIn : signedOut;
}
