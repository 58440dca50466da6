import { openBrowserAsync } from "expo-web-browser";

import type { Locale } from "@teamkit/i18n";

import { webBaseUrl } from "../../lib/api-url";

/** The web app's Billing page in the system browser: plans and payments are changed there only. */
export function openWebBilling(locale: Locale) {
  return openBrowserAsync(`${webBaseUrl()}/${locale}/app/settings/team/billing`);
}
