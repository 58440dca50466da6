import { Text } from "@react-email/components";

import { linkEmail } from "./link-email";
import { styles } from "./styles";

export interface MagicLinkProps {
  url: string;
  code: string;
}

/** No greeting by name: the mail may go to an address that has no account yet. */
export const magicLinkEmail = linkEmail<MagicLinkProps>({
  messages: "magicLink",
  values: ({ code }) => ({ code }),
  afterButton: (message, { code }) => (
    <>
      <Text style={{ ...styles.text, marginTop: "24px" }}>{message("codeIntro")}</Text>
      <Text style={styles.code}>{code}</Text>
    </>
  ),
  previewProps: {
    url: "http://localhost:3000/auth/otp?token=preview-token",
    code: "428913",
  },
});
