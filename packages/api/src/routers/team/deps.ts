import type { InvitationDeps } from "@teamkit/teams";
import { authEnv } from "@teamkit/auth";
import { sendEmail } from "@teamkit/email";

/** Who sends invitation mails and where their links point. */
export function invitationDeps(): InvitationDeps {
  return { sendEmail, appUrl: authEnv().APP_URL };
}
