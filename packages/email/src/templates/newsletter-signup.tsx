import { Link } from "@react-email/components";

import { linkEmail } from "./link-email";
import { styles } from "./styles";

export interface NewsletterSignupProps {
  url: string;
  unsubscribeUrl?: string | null;
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
          <Link href={unsubscribeUrl} style={styles.fallbackLink}>
            {message("unsubscribeLink")}
          </Link>
        </>
      ) : null}
    </>,
    message("ignore"),
  ],
  previewProps: {
    url: "http://localhost:3000/newsletter/confirm?token=preview-token",
    unsubscribeUrl: "http://localhost:3000/newsletter/unsubscribe?token=preview-unsubscribe",
  },
});
