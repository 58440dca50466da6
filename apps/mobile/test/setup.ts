import type * as NodeCrypto from "node:crypto";

import { configure } from "@testing-library/react-native";

import type * as Keychain from "./keychain";
import { network } from "../src/lib/network";
import { files, keychain } from "./keychain";

// CI shares two cores with other suites: findBy's default second is not enough there.
configure({ asyncUtilTimeout: 5000 });

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

// expo-crypto's contract on Node's crypto: the app's PKCE code runs as it does on a phone.
jest.mock("expo-crypto", () => {
  const crypto = jest.requireActual<typeof NodeCrypto>("node:crypto");
  return {
    CryptoDigestAlgorithm: { SHA256: "SHA-256" },
    CryptoEncoding: { BASE64: "base64", HEX: "hex" },
    getRandomBytes: (count: number) => new Uint8Array(crypto.randomBytes(count)),
    digestStringAsync: (_algorithm: string, data: string, options: { encoding: "base64" }) =>
      Promise.resolve(crypto.createHash("sha256").update(data).digest(options.encoding)),
  };
});

// A standalone build's links: its own scheme (Expo Go's would be exp://).
jest.mock("expo-linking", () => ({ createURL: (path: string) => `teamkit://${path}` }));

jest.mock("expo-web-browser", () => ({
  openAuthSessionAsync: jest.fn(),
  openBrowserAsync: jest.fn(() => Promise.resolve({ type: "opened" })),
  WebBrowserResultType: { CANCEL: "cancel", DISMISS: "dismiss" },
}));

jest.mock("expo-router", () => ({
  router: {
    back: jest.fn(),
    canGoBack: jest.fn(() => true),
    dismissTo: jest.fn(),
    push: jest.fn(),
    replace: jest.fn(),
    setParams: jest.fn(),
  },
  Redirect: jest.fn(() => null),
  useLocalSearchParams: jest.fn(() => ({})),
  Stack: { Screen: () => null },
}));

// The app's data files (the offline copy of the cache) in memory.
jest.mock("expo-file-system", () => {
  const { files } = jest.requireActual<typeof Keychain>("./keychain");
  class File {
    private readonly name: string;
    constructor(_directory: string, fileName: string) {
      this.name = fileName;
    }
    get exists() {
      return files.has(this.name);
    }
    create() {
      files.set(this.name, "");
    }
    write(content: string) {
      files.set(this.name, content);
    }
    text() {
      return Promise.resolve(files.get(this.name) ?? "");
    }
    delete() {
      files.delete(this.name);
    }
  }
  return { File, Paths: { document: "documents" } };
});

// The streaming fetch is the global one the tests replace.
jest.mock("expo/fetch", () => ({
  fetch: (input: RequestInfo, init?: RequestInit) => global.fetch(input, init),
}));

beforeEach(() => {
  keychain.clear();
  files.clear();
  network.reset();
});
