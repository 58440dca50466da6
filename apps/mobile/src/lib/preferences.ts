import type { Locale } from "@teamkit/i18n";
import { isLocale } from "@teamkit/i18n";

import { storage } from "./storage";
import { createStore, useStore } from "./store";

const LOCALE_KEY = "teamkit.locale";
const COLOR_MODE_KEY = "teamkit.colorMode";

export type ColorMode = "system" | "light" | "dark";
const COLOR_MODES: readonly ColorMode[] = ["system", "light", "dark"];

interface Preferences {
  /** Null: the device's language. */
  locale: Locale | null;
  colorMode: ColorMode;
}

const defaults: Preferences = { locale: null, colorMode: "system" };
const store = createStore<Preferences>(defaults);
const { set } = store;
/** Cleared on the device, still shown until the next session. */
let isCleared = false;

/** The user's language and colour mode on this device, kept across sign-outs. */
export const preferences = {
  get: store.get,
  subscribe: store.subscribe,
  async load() {
    const [locale, colorMode] = await Promise.all([
      storage.get(LOCALE_KEY),
      storage.get(COLOR_MODE_KEY),
    ]);
    set({
      locale: isLocale(locale) ? locale : null,
      colorMode: COLOR_MODES.find((mode) => mode === colorMode) ?? "system",
    });
  },
  async setLocale(locale: Locale) {
    await storage.set(LOCALE_KEY, locale);
    set({ ...store.get(), locale });
  },
  async setColorMode(colorMode: ColorMode) {
    await storage.set(COLOR_MODE_KEY, colorMode);
    set({ ...store.get(), colorMode });
  },
  /**
   * After account deletion the device keeps nothing of the user: the stored choices go at once.
   * The screens keep them until the next sign-in, so the confirmation that follows is shown in the
   * language and colours the user was using.
   */
  async clear() {
    await Promise.all([storage.remove(LOCALE_KEY), storage.remove(COLOR_MODE_KEY)]);
    isCleared = true;
  },
  /** A session starts: after a cleared account, with the device's language and colours. */
  startSession() {
    if (!isCleared) return;
    isCleared = false;
    set(defaults);
  },
};

export function usePreferences(): Preferences {
  return useStore(store);
}
