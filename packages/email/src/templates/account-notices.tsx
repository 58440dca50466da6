import type { ForgotPasswordProps } from "./forgot-password";
import { linkEmail } from "./link-email";

/**
 * Security notices to an account's owner: greeted by name, a button into the app (`url`), and why
 * the mail came. The messages hold subject, preview, heading, body, button and why.
 */
export type AccountNoticeProps = ForgotPasswordProps;

function accountNotice(
  messages: "twoFactorLocked" | "twoFactorReset" | "passkeyAdded" | "passkeyRefused",
  previewPath: string,
) {
  return linkEmail<AccountNoticeProps>({
    messages,
    greeting: ({ name }) => name,
    notes: (message) => [message("why")],
    previewProps: { url: `http://localhost:3000${previewPath}`, name: "Ada Lovelace" },
  });
}

const ACCOUNT_SETTINGS = "/app/settings/account/general";

/** Its button leads to a password reset, as the forgotten password's mail does. */
export const twoFactorLockedEmail = accountNotice("twoFactorLocked", "/auth/forgot-password");
/** The button of the others leads to the account settings. */
export const twoFactorResetEmail = accountNotice("twoFactorReset", ACCOUNT_SETTINGS);
export const passkeyAddedEmail = accountNotice("passkeyAdded", ACCOUNT_SETTINGS);
export const passkeyRefusedEmail = accountNotice("passkeyRefused", ACCOUNT_SETTINGS);

export interface EmailChangeRequestedProps extends AccountNoticeProps {
  newEmail: string;
}

/** To the old address when a change is asked for; its button leads to a password reset. */
export const emailChangeRequestedEmail = linkEmail<EmailChangeRequestedProps>({
  messages: "emailChangeRequested",
  values: ({ newEmail }) => ({ newEmail }),
  greeting: ({ name }) => name,
  notes: (message) => [message("why")],
  previewProps: {
    url: "http://localhost:3000/auth/forgot-password",
    name: "Ada Lovelace",
    newEmail: "ada@example.org",
  },
});
