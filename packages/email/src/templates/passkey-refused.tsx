import type { ForgotPasswordProps } from "./forgot-password";
import { linkEmail } from "./link-email";

/** Its button leads to the account settings, where the passkey can be deleted. */
export type PasskeyRefusedProps = ForgotPasswordProps;

export const passkeyRefusedEmail = linkEmail<PasskeyRefusedProps>({
  messages: "passkeyRefused",
  greeting: ({ name }) => name,
  notes: (message) => [message("why")],
  previewProps: { url: "http://localhost:3000/app/settings/account/general", name: "Ada Lovelace" },
});
