import { CodeBlock } from "./code-block";
import { linkEmail } from "./link-email";

export interface MagicLinkProps {
  url: string;
  code: string;
}

/** No greeting by name: the mail may go to an address that has no account yet. */
export const magicLinkEmail = linkEmail<MagicLinkProps>({
  messages: "magicLink",
  afterButton: (message, { code }) => <CodeBlock intro={message("codeIntro")} code={code} />,
  previewProps: {
    url: "http://localhost:3000/auth/otp?token=preview-token",
    code: "428913",
  },
});
