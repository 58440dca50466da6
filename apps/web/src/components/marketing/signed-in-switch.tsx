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
 * Reads the signed-in hint cookie, as public pages are prerendered; the hint proves nothing (the
 * app checks the session).
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
