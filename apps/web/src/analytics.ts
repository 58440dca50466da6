/** The default provider only logs; a real one implements `AnalyticsProvider`. */
export type AnalyticsEvent =
  | { name: "page_view"; path: string }
  | { name: "sign_up" }
  | {
      name: "sign_in";
      method:
        "password" | "magic_link" | "code" | "verification" | "reset" | "two_factor" | "passkey";
    }
  | { name: "sign_out" }
  | { name: "newsletter_subscribe" };

export interface AnalyticsProvider {
  track: (event: AnalyticsEvent) => void;
}

/** Logs every event; never sends anything anywhere. */
export const consoleProvider: AnalyticsProvider = {
  track: (event) => console.info("tracking event", event),
};

let provider: AnalyticsProvider = consoleProvider;

export function setAnalyticsProvider(next: AnalyticsProvider): void {
  provider = next;
}

/** Records an event; analytics must never break the page, so provider errors are swallowed. */
export function track(event: AnalyticsEvent): void {
  try {
    provider.track(event);
  } catch {
    // ignore
  }
}
