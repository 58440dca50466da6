/**
 * An authenticator that keeps no signature counter (synced passkeys) always reports 0. Any other
 * counter must grow with every signature: one that does not suggests a copied authenticator.
 */
export function counterAccepted(stored: number, received: number): boolean {
  if (stored === 0 && received === 0) return true;
  return received > stored;
}
