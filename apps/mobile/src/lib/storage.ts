import * as SecureStore from "expo-secure-store";

/** The device's keychain or keystore: the session token and the chosen team. */
export const storage = {
  get: (key: string) => SecureStore.getItemAsync(key),
  set: (key: string, value: string) => SecureStore.setItemAsync(key, value),
  remove: (key: string) => SecureStore.deleteItemAsync(key),
};
