import type { ForgotPasswordProps } from "./forgot-password";
import { linkEmail } from "./link-email";

/** Its button leads to a password reset, as the forgotten password's mail does. */
export type TwoFactorLockedProps = ForgotPasswordProps;

export const twoFactorLockedEmail = linkEmail<TwoFactorLockedProps>({
  messages: "twoFactorLocked",
  greeting: ({ name }) => name,
  notes: (message) => [message("why")],
  previewProps: { url: "http://localhost:3000/auth/forgot-password", name: "Ada Lovelace" },
});
