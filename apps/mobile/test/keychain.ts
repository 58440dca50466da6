/** The device's keychain in tests (the secure store's mock keeps its entries here). */
export const keychain = new Map<string, string>();
