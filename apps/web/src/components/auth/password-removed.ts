/** This tab's last sign-in removed a password set before the address was proven (until read). */
const STORAGE_KEY = "teamkit.password-removed";

export type FlagStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

// Reading the sessionStorage property itself throws when the browser blocks storage.
const tabStorage = (): FlagStorage => window.sessionStorage;

const listeners = new Set<() => void>();

/** A sign-in that removed a password sets the flag; any other sign-in clears an earlier one. */
export function recordPasswordRemoved(isRemoved: boolean, storage = tabStorage): void {
  try {
    if (isRemoved) storage().setItem(STORAGE_KEY, "1");
    else storage().removeItem(STORAGE_KEY);
  } catch {
    // Without storage no notice: the dashboard's set-password card still explains the removal.
  }
  for (const listener of listeners) listener();
}

export function dismissPasswordRemoved(storage = tabStorage): void {
  recordPasswordRemoved(false, storage);
}

export function isPasswordRemovedPending(storage = tabStorage): boolean {
  try {
    return storage().getItem(STORAGE_KEY) === "1";
  } catch {
    return false;
  }
}

export function subscribePasswordRemoved(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
