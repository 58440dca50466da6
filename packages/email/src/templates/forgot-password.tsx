import { linkEmail } from "./link-email";

export interface ForgotPasswordProps {
  url: string;
  name?: string | null;
}

export const forgotPasswordEmail = linkEmail<ForgotPasswordProps>({
  messages: "forgotPassword",
  greeting: ({ name }) => name,
  previewProps: {
    url: "http://localhost:3000/auth/forgot-password?token=preview-token",
    name: "Ada Lovelace",
  },
});
