import type * as Keychain from "./keychain";
import { keychain } from "./keychain";

// The secure store over an in-memory keychain, and an English device unless a test says otherwise.
jest.mock("expo-secure-store", () => {
  const { keychain: store } = jest.requireActual<typeof Keychain>("./keychain");
  return {
    getItemAsync: (key: string) => Promise.resolve(store.get(key) ?? null),
    setItemAsync: (key: string, value: string) => Promise.resolve(void store.set(key, value)),
    deleteItemAsync: (key: string) => Promise.resolve(void store.delete(key)),
  };
});

jest.mock("expo-localization", () => ({ getLocales: () => [{ languageCode: "en" }] }));

jest.mock("expo-device", () => ({ deviceName: "Test phone", modelName: null }));

jest.mock("expo-router", () => ({
  router: { back: jest.fn(), push: jest.fn(), replace: jest.fn() },
  Redirect: jest.fn(() => null),
  Stack: { Screen: () => null },
}));

beforeEach(() => keychain.clear());
