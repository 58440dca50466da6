import type { Locale, Messages } from "@teamkit/i18n";

// Typed keys: an unknown message key fails the type check.
declare module "next-intl" {
  interface AppConfig {
    Locale: Locale;
    Messages: Messages;
  }
}
