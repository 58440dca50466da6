import { Link } from "@react-email/components";

import { TEXT_ACTION_ATTRIBUTE } from "./action-button";
import { linkEmail } from "./link-email";
import { styles } from "./styles";

export interface NewsletterSignupProps {
  url: string;
  /** The page whose button unsubscribes. */
  unsubscribeUrl?: string | null;
  /** Unsubscribes on a POST without a page (RFC 8058), for the mail client's own button. */
  oneClickUnsubscribeUrl?: string | null;
}

export const newsletterSignupEmail = linkEmail<NewsletterSignupProps>({
  messages: "newsletterSignup",
  notes: (message, { unsubscribeUrl }) => [
    message("expiry"),
    <>
      {message("unsubscribe")}
      {unsubscribeUrl ? (
        <>
          {" "}
          <Link
            href={unsubscribeUrl}
            className="tk-muted"
            style={styles.inlineLink}
            {...{ [TEXT_ACTION_ATTRIBUTE]: "true" }}
          >
            {message("unsubscribeLink")}
          </Link>
        </>
      ) : null}
    </>,
    message("ignore"),
  ],
  // A recipient who never signed up gets an unsubscribe button beside the sender, not only a
  // spam button: the one mail of the list it sends.
  headers: ({ oneClickUnsubscribeUrl }): Record<string, string> =>
    oneClickUnsubscribeUrl
      ? {
          "List-Unsubscribe": `<${oneClickUnsubscribeUrl}>`,
          "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
        }
      : {},
  previewProps: {
    url: "http://localhost:3000/newsletter/confirm?token=preview-token",
    unsubscribeUrl: "http://localhost:3000/newsletter/unsubscribe?token=preview-unsubscribe",
    oneClickUnsubscribeUrl:
      "http://localhost:3000/api/newsletter/unsubscribe?token=preview-unsubscribe",
  },
});
