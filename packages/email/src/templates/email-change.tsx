import { linkEmail } from "./link-email";

export interface EmailChangeProps {
  url: string;
  newEmail: string;
  name?: string | null;
}

export const emailChangeEmail = linkEmail<EmailChangeProps>({
  messages: "emailChange",
  values: ({ newEmail }) => ({ newEmail }),
  greeting: ({ name }) => name,
  previewProps: {
    url: "http://localhost:3000/auth/verify?token=preview-token&type=email-change",
    newEmail: "ada@example.com",
    name: "Ada Lovelace",
  },
});
