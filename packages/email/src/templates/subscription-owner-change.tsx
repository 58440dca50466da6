import { inertName } from "./inert-name";
import { linkEmail } from "./link-email";

export interface SubscriptionOwnerChangeProps {
  url: string;
  teamName: string;
  formerOwner: string;
  reason: "demoted" | "left" | "removed" | "accountDeleted";
  plan: "pro" | "business";
  endsAt: string | null;
}

export const subscriptionOwnerChangeEmail = linkEmail<SubscriptionOwnerChangeProps>({
  messages: "subscriptionOwnerChange",
  values: ({ locale, teamName, formerOwner, reason, plan, endsAt }) => ({
    teamName: inertName(teamName),
    formerOwner: inertName(formerOwner),
    reason,
    plan: plan === "business" ? "Business" : "Pro",
    date: endsAt
      ? new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(
          new Date(endsAt),
        )
      : "",
  }),
  paragraphs: (message, { endsAt }) => [
    message("body"),
    message(endsAt ? "endsOn" : "endsAtPeriodEnd"),
    message("howTo"),
  ],
  notes: (message) => [message("why")],
  previewProps: {
    url: "http://localhost:3000/t/demo-team?to=billing",
    teamName: "Analytical Engines",
    formerOwner: "Ada Lovelace",
    reason: "left",
    plan: "pro",
    endsAt: "2026-12-24T00:00:00.000Z",
  },
});
