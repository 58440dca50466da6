import { inertName } from "./inert-name";
import { linkEmail } from "./link-email";

export interface TeamInvitationProps {
  url: string;
  inviterName: string;
  teamName: string;
  role: "owner" | "member";
}

export const teamInvitationEmail = linkEmail<TeamInvitationProps>({
  messages: "teamInvitation",
  values: ({ inviterName, teamName, role }) => ({
    inviterName: inertName(inviterName),
    teamName: inertName(teamName),
    role,
  }),
  paragraphs: (message) => [message("body"), message("howTo")],
  previewProps: {
    url: "http://localhost:3000/team/invitation?token=preview-token",
    inviterName: "Ada Lovelace",
    teamName: "Analytical Engines",
    role: "member",
  },
});
