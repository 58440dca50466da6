import { isIP } from "node:net";

import { AppError } from "@teamkit/validators";

import { authEnv } from "../env";

export interface RelyingParty {
  id: string;
  origin: string;
}

export function passkeysUnavailableError(): AppError {
  return new AppError("BAD_REQUEST", { messageKey: "auth.errors.passkeysUnavailable" });
}

/** Browsers refuse WebAuthn on an IP address, so a relying party needs a host name. */
export function isPasskeyHost(url: string): boolean {
  const { hostname } = new URL(url);
  return isIP(hostname.replace(/^\[|\]$/g, "")) === 0;
}

export function passkeysOffered(): boolean {
  return isPasskeyHost(authEnv().APP_URL);
}

export function relyingParty(url: string = authEnv().APP_URL): RelyingParty {
  if (!isPasskeyHost(url)) throw passkeysUnavailableError();
  const parsed = new URL(url);
  return { id: parsed.hostname, origin: parsed.origin };
}
