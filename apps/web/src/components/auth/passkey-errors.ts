import { WebAuthnError } from "@simplewebauthn/browser";

/**
 * The message key for a browser's refusal of a passkey ceremony; null when a newer ceremony took
 * its place (the button aborts the autofill's), which needs no message.
 */
export function passkeyBrowserErrorKey(error: unknown): string | null {
  if (error instanceof WebAuthnError) {
    if (error.code === "ERROR_CEREMONY_ABORTED") return null;
    if (error.code === "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED") {
      return "account.passkeys.errors.alreadyRegistered";
    }
  }
  if (error instanceof Error && error.name === "AbortError") return null;
  return "auth.errors.passkeyCancelled";
}

/** Whether an error came from the browser's ceremony rather than from the API. */
export function isBrowserCeremonyError(error: unknown): boolean {
  return (
    error instanceof WebAuthnError ||
    (error instanceof Error && (error.name === "NotAllowedError" || error.name === "AbortError"))
  );
}
