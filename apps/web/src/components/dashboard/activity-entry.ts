/** One entry of a team's activity log, as `team.activity` returns it. */
export interface ActivityEntry {
  action: string;
  actorName: string | null;
  targetLabel: string | null;
  details: Record<string, string | number | boolean | null> | null;
}

/** The message of each kind of entry under `teams.activity`. */
export type ActivityMessageKey =
  | "teamCreated"
  | "teamRenamed"
  | "teamTwoFactorRequired"
  | "teamTwoFactorOptional"
  | "memberJoined"
  | "memberRoleChanged"
  | "memberRemoved"
  | "memberLeft"
  | "invitationCreated"
  | "invitationRenewed"
  | "invitationRevoked"
  | "invitationDeclined"
  | "billingCheckoutStarted"
  | "billingSubscriptionChanged"
  | "billingPlanSwitched"
  | "billingCancelRequested"
  | "billingResumeRequested"
  | "billingPauseRequested"
  | "billingCanceledOnOwnerChange"
  | "taskCreated"
  | "taskCompleted"
  | "taskAssigned"
  | "taskDeleted"
  | "other";

const KEYS: Record<string, ActivityMessageKey> = {
  "team.created": "teamCreated",
  "team.renamed": "teamRenamed",
  "team.twoFactorRequired": "teamTwoFactorRequired",
  "team.twoFactorOptional": "teamTwoFactorOptional",
  "member.joined": "memberJoined",
  "member.roleChanged": "memberRoleChanged",
  "member.removed": "memberRemoved",
  "member.left": "memberLeft",
  "invitation.created": "invitationCreated",
  "invitation.renewed": "invitationRenewed",
  "invitation.revoked": "invitationRevoked",
  "invitation.declined": "invitationDeclined",
  "billing.checkoutStarted": "billingCheckoutStarted",
  "billing.subscriptionChanged": "billingSubscriptionChanged",
  "billing.planSwitched": "billingPlanSwitched",
  "billing.cancelRequested": "billingCancelRequested",
  "billing.resumeRequested": "billingResumeRequested",
  "billing.pauseRequested": "billingPauseRequested",
  "billing.canceledOnOwnerChange": "billingCanceledOnOwnerChange",
  "task.created": "taskCreated",
  "task.completed": "taskCompleted",
  "task.assigned": "taskAssigned",
  "task.deleted": "taskDeleted",
};

function text(value: unknown): string {
  return typeof value === "string" ? value : "";
}

/**
 * Names are copied into the log when written, so an entry reads right after the person left;
 * unknown kinds read as a generic change, never as a key.
 */
export function describeActivity(
  entry: ActivityEntry,
  someone: string,
): { key: ActivityMessageKey; values: Record<string, string> } {
  const key = KEYS[entry.action] ?? "other";
  // A billing entry names the owner who paid in its details (its target is the subscription).
  const target = entry.targetLabel ?? (text(entry.details?.formerOwner) || someone);
  // Someone who joined or left acts for themselves: the target is that person.
  const actor =
    entry.actorName ?? (key === "memberJoined" || key === "memberLeft" ? target : someone);
  const role = text(entry.details?.role) || text(entry.details?.to);
  return {
    key,
    values: {
      actor,
      target,
      team: target,
      from: text(entry.details?.from),
      role: role === "owner" ? "owner" : "member",
      plan: text(entry.details?.plan) || text(entry.details?.to),
      status: text(entry.details?.status),
      assignee: text(entry.details?.assignee) || someone,
      reason: text(entry.details?.reason),
    },
  };
}
