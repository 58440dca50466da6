import type { ForgotPasswordProps } from "./forgot-password";
import { linkEmail } from "./link-email";

/** Its button leads to the account settings, where two-factor sign-in is turned on again. */
export type TwoFactorResetProps = ForgotPasswordProps;

export const twoFactorResetEmail = linkEmail<TwoFactorResetProps>({
  messages: "twoFactorReset",
  greeting: ({ name }) => name,
  notes: (message) => [message("why")],
  previewProps: { url: "http://localhost:3000/app/settings/account/general", name: "Ada Lovelace" },
});
