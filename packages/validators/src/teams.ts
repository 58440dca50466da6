import { z } from "zod";

import { emailSchema, nameSchema, singleLineText } from "./schemas";

/** The roles a team member can have. */
export const TEAM_ROLES = ["owner", "member"] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

/** Longest team url segment (`/t/{slug}`). */
export const SLUG_MAX_LENGTH = 48;

/** A row id as the API hands it out (random UUIDs stored as text); bounded, never hostile. */
export const idSchema = singleLineText().min(1).max(64);

/**
 * A team url segment: lower-case letters, digits and single dashes inside, 2–48 characters
 * (`/t/{slug}`). Typed in any case; stored lower-case.
 */
export const slugSchema = singleLineText()
  .toLowerCase()
  .min(2)
  .max(SLUG_MAX_LENGTH)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: "validation.slug" });

export const teamRoleSchema = z.enum(TEAM_ROLES);

/**
 * A team url segment derived from a name: accents dropped ("Zoë" → "zoe"), anything but letters
 * and digits becomes one dash, at most SLUG_MAX_LENGTH characters; "team" when nothing is left.
 * Pure, so forms can show "Your team url will be …" as the name is typed.
 */
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

/** Identifies the team a team procedure works on. */
export const TeamIdInput = z.object({ teamId: idSchema });

/** Which team the user works in: a team they name, else their stored or oldest one. */
export const ActiveTeamInput = z.object({ teamId: idSchema.optional() }).optional();

/** A team by its url segment (`/t/{slug}`). */
export const TeamSlugInput = z.object({ slug: slugSchema });

/** Whether a url segment is free; a rename names its own team, whose current slug counts as free. */
export const SlugAvailableInput = TeamSlugInput.extend({ teamId: idSchema.optional() });

/** How many of the team's latest activity entries to list. */
export const TeamActivityInput = z.object({
  limit: z.number().int().min(1).max(50).default(10),
});

/** The create-team form (onboarding and the sidebar dialog). */
export const CreateTeamInput = z.object({ name: nameSchema, slug: slugSchema.optional() });

/** The team name section of the team settings. */
export const UpdateTeamForm = z.object({ name: nameSchema, slug: slugSchema });
export const UpdateTeamInput = TeamIdInput.extend(UpdateTeamForm.shape);

/** The invite form of the members section. */
export const InviteMemberForm = z.object({ email: emailSchema, role: teamRoleSchema });
export const InviteMemberInput = TeamIdInput.extend(InviteMemberForm.shape);

/** Changing a member's role. */
export const UpdateMembershipInput = TeamIdInput.extend({
  userId: idSchema,
  role: teamRoleSchema,
});

/** Removing a member from the team. */
export const RemoveMemberInput = TeamIdInput.extend({ userId: idSchema });

/** Revoking a pending invitation. */
export const RevokeInvitationInput = TeamIdInput.extend({ invitationId: idSchema });

/** A mailed invitation link's token (`/team/invitation?token=…`). */
export const InvitationTokenInput = z.object({ token: singleLineText().min(1).max(512) });

export type CreateTeamInput = z.infer<typeof CreateTeamInput>;
export type UpdateTeamInput = z.infer<typeof UpdateTeamInput>;
export type InviteMemberInput = z.infer<typeof InviteMemberInput>;
export type UpdateMembershipInput = z.infer<typeof UpdateMembershipInput>;

/** The team step of onboarding: a new team, or a team that invited the user. */
export const OnboardingTeamInput = z.discriminatedUnion("action", [
  CreateTeamInput.extend({ action: z.literal("create") }),
  z.object({ action: z.literal("join"), teamId: idSchema }),
]);
export type OnboardingTeamInput = z.infer<typeof OnboardingTeamInput>;
