import type { ForgotPasswordProps } from "./forgot-password";
import { linkEmail } from "./link-email";

/** Its button leads to the account settings, where a passkey the user did not add is deleted. */
export type PasskeyAddedProps = ForgotPasswordProps;

export const passkeyAddedEmail = linkEmail<PasskeyAddedProps>({
  messages: "passkeyAdded",
  greeting: ({ name }) => name,
  notes: (message) => [message("why")],
  previewProps: { url: "http://localhost:3000/app/settings/account/general", name: "Ada Lovelace" },
});
