import { z } from "zod";

import { emailSchema, nameSchema, singleLineText } from "./schemas";

export const TEAM_ROLES = ["owner", "member"] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

export const SLUG_MAX_LENGTH = 48;

export const idSchema = singleLineText().min(1).max(64);

export const slugSchema = singleLineText()
  .toLowerCase()
  .min(2)
  .max(SLUG_MAX_LENGTH)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: "validation.slug" });

export const teamRoleSchema = z.enum(TEAM_ROLES);

/** Pure, so forms can show the team url as the name is typed. */
export function slugify(name: string): string {
  const slug = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/ß/g, "ss")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/, "");
  return slug.length >= 2 ? slug : slug ? `${slug}-team` : "team";
}

export const TeamIdInput = z.object({ teamId: idSchema });

export const ActiveTeamInput = z.object({ teamId: idSchema.optional() }).optional();

export const TeamSlugInput = z.object({ slug: slugSchema });

/** A rename names its own team, whose current slug counts as free. */
export const SlugAvailableInput = TeamSlugInput.extend({ teamId: idSchema.optional() });

export const TeamActivityInput = z.object({
  limit: z.number().int().min(1).max(50).default(10),
});

export const CreateTeamInput = z.object({ name: nameSchema, slug: slugSchema.optional() });

export const TeamSlugForNameInput = CreateTeamInput.pick({ name: true });

export const UpdateTeamForm = z.object({ name: nameSchema, slug: slugSchema });
export const UpdateTeamInput = TeamIdInput.extend(UpdateTeamForm.shape);

export const TwoFactorPolicyInput = TeamIdInput.extend({ requireTwoFactor: z.boolean() });
export type TwoFactorPolicyInput = z.infer<typeof TwoFactorPolicyInput>;

export const InviteMemberForm = z.object({ email: emailSchema, role: teamRoleSchema });
export const InviteMemberInput = TeamIdInput.extend(InviteMemberForm.shape);

export const UpdateMembershipInput = TeamIdInput.extend({
  userId: idSchema,
  role: teamRoleSchema,
});

export const RemoveMemberInput = TeamIdInput.extend({ userId: idSchema });

export const RevokeInvitationInput = TeamIdInput.extend({ invitationId: idSchema });
export const ResendInvitationInput = TeamIdInput.extend({ invitationId: idSchema });

export const InvitationTokenInput = z.object({ token: singleLineText().min(1).max(512) });

/** An answer to an invitation: by its mailed token, or by its id from the invitee's own list. */
export const InvitationAnswerInput = z.union([
  InvitationTokenInput,
  z.object({ invitationId: idSchema }),
]);

export type CreateTeamInput = z.infer<typeof CreateTeamInput>;
export type UpdateTeamInput = z.infer<typeof UpdateTeamInput>;
export type InviteMemberInput = z.infer<typeof InviteMemberInput>;
export type UpdateMembershipInput = z.infer<typeof UpdateMembershipInput>;

export const OnboardingTeamInput = z.discriminatedUnion("action", [
  CreateTeamInput.extend({ action: z.literal("create") }),
  z.object({ action: z.literal("join"), teamId: idSchema }),
]);
export type OnboardingTeamInput = z.infer<typeof OnboardingTeamInput>;
