import { APP_TITLE, getTranslator } from "@teamkit/i18n";

import type { Localized } from "./types";
import { inertName } from "./inert-name";
import { linkEmail } from "./link-email";

export interface NewSignInProps {
  /** The sessions section of the account settings. */
  url: string;
  name?: string | null;
  signedInAt: string;
  kind: "web" | "mobile";
  browser: string | null;
  os: string | null;
  deviceName: string | null;
}

/** "Chrome 131 on macOS", "the Teamkit app on Ada's Pixel", or as much of it as is known. */
function deviceOf({ locale, kind, browser, os, deviceName }: Localized<NewSignInProps>): string {
  const t = getTranslator(locale);
  if (kind === "mobile" && deviceName) {
    return t("emails.newSignIn.deviceMobile", { appTitle: APP_TITLE, deviceName });
  }
  if (browser && os) return t("emails.newSignIn.deviceWeb", { browser, os });
  if (browser) return browser;
  if (os) return t("emails.newSignIn.deviceOs", { os });
  return t("emails.newSignIn.deviceUnknown");
}

export const newSignInEmail = linkEmail<NewSignInProps>({
  messages: "newSignIn",
  values: (props) => ({
    // A browser's name is read from its user agent, which whoever signed in wrote.
    device: inertName(deviceOf(props)),
    // Mails have no time zone of the reader's: UTC, and said so.
    time: `${new Intl.DateTimeFormat(props.locale, {
      dateStyle: "long",
      timeStyle: "short",
      timeZone: "UTC",
    }).format(new Date(props.signedInAt))} UTC`,
  }),
  greeting: ({ name }) => name,
  paragraphs: (message) => [message("body"), message("ifYou"), message("notYou")],
  notes: (message) => [message("why")],
  previewProps: {
    url: "http://localhost:3000/app/settings/account/general#sessions",
    name: "Ada Lovelace",
    signedInAt: "2026-11-27T09:41:00.000Z",
    kind: "web",
    browser: "Firefox 133",
    os: "Windows",
    deviceName: null,
  },
});
