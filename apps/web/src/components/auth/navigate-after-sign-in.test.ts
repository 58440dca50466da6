import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import type { FlagStorage } from "./password-removed";
import { navigateAfterSignIn, TWO_FACTOR_PATH } from "./navigate-after-sign-in";
import {
  dismissPasswordRemoved,
  isPasswordRemovedPending,
  subscribePasswordRemoved,
} from "./password-removed";

vi.mock("~/i18n/navigation", () => ({
  getPathname: ({ href, locale }: { href: string | { pathname: string }; locale: string }) =>
    `${locale === "de" ? "/de" : ""}${typeof href === "string" ? href : href.pathname}`,
}));
vi.mock("~/components/billing/checkout-intent", () => ({
  readCheckoutIntent: () => null,
  checkoutIntentHref: () => "/app/settings/team/billing",
}));

function memoryStorage(): FlagStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

const assign = vi.fn();

/** A browser tab: its location and its sessionStorage (or one that refuses, as when blocked). */
function openTab(storage: FlagStorage | "blocked" = memoryStorage()) {
  const window = { location: { assign, hash: "" } };
  Object.defineProperty(window, "sessionStorage", {
    get: () => {
      if (storage === "blocked")
        throw new DOMException("The operation is insecure.", "SecurityError");
      return storage;
    },
  });
  vi.stubGlobal("window", window);
}

beforeEach(() => {
  assign.mockClear();
  openTab();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("navigateAfterSignIn", () => {
  it("notes a removed password before the page load, for the page the sign-in lands on", () => {
    navigateAfterSignIn({ redirectTo: "/onboarding", passwordRemoved: true }, "de");
    expect(isPasswordRemovedPending()).toBe(true);
    expect(assign).toHaveBeenCalledWith("/de/onboarding");
  });

  it("keeps the note through a callbackUrl, which the sign-in follows instead", () => {
    navigateAfterSignIn(
      { redirectTo: "/onboarding", passwordRemoved: true },
      "en",
      "/team/invitation?token=abc",
    );
    expect(isPasswordRemovedPending()).toBe(true);
    expect(assign).toHaveBeenCalledWith("/team/invitation?token=abc");
  });

  it("keeps the note through the two-factor step, whose answer says it again", () => {
    navigateAfterSignIn({ redirectTo: TWO_FACTOR_PATH, passwordRemoved: true }, "en");
    expect(isPasswordRemovedPending()).toBe(true);
    navigateAfterSignIn({ redirectTo: "/onboarding", passwordRemoved: true }, "en");
    expect(isPasswordRemovedPending()).toBe(true);
  });

  it("clears an earlier note when a sign-in removed nothing (another account, or later)", () => {
    navigateAfterSignIn({ redirectTo: "/onboarding", passwordRemoved: true }, "en");
    navigateAfterSignIn({ redirectTo: "/app/dashboard", passwordRemoved: false }, "en");
    expect(isPasswordRemovedPending()).toBe(false);
    expect(assign).toHaveBeenLastCalledWith("/app/dashboard");
  });

  it("still signs in where the browser blocks storage, and then notes nothing", () => {
    openTab("blocked");
    navigateAfterSignIn({ redirectTo: "/onboarding", passwordRemoved: true }, "en");
    expect(assign).toHaveBeenCalledWith("/onboarding");
    expect(isPasswordRemovedPending()).toBe(false);
  });
});

describe("dismissPasswordRemoved", () => {
  it("forgets the note in this tab and tells the notice to hide", () => {
    navigateAfterSignIn({ redirectTo: "/onboarding", passwordRemoved: true }, "en");
    const listener = vi.fn();
    const unsubscribe = subscribePasswordRemoved(listener);
    dismissPasswordRemoved();
    unsubscribe();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(isPasswordRemovedPending()).toBe(false);
  });
});
