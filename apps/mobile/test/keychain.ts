/** The device's keychain in tests (the secure store's mock keeps its entries here). */
export const keychain = new Map<string, string>();

/** The app's data files in tests (the file system's mock keeps their contents here). */
export const files = new Map<string, string>();
