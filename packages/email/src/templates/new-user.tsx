import { CodeBlock } from "./code-block";
import { linkEmail } from "./link-email";

export interface NewUserProps {
  url: string;
  name?: string | null;
  /** For the app, which cannot open the link: valid for 10 minutes, the link for 24 hours. */
  code?: string;
}

export const newUserEmail = linkEmail<NewUserProps>({
  messages: "newUser",
  greeting: ({ name }) => name,
  afterButton: (message, { code }) =>
    code ? <CodeBlock intro={message("codeIntro")} code={code} /> : null,
  notes: (message, { code }) => [
    message("expiry"),
    ...(code ? [message("codeExpiry")] : []),
    message("ignore"),
  ],
  previewProps: {
    url: "http://localhost:3000/auth/verify?token=preview-token",
    name: "Ada Lovelace",
    code: "428913",
  },
});
