import type { Database } from "@teamkit/db";
import { and, eq, gt, invitations, teams, users } from "@teamkit/db";
import { AppError } from "@teamkit/validators";

import type { Actor } from "./actor";
import type { TeamWithRole } from "./teams";
import { acceptPendingInvitations } from "./invitations";
import { createTeam, listTeamsOfUser, switchTeam } from "./teams";

export const ONBOARDING_STEPS = ["account", "team"] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number] | "complete";

export interface OnboardingInvitation {
  teamId: string;
  teamName: string;
  role: "owner" | "member";
}

export interface OnboardingState {
  step: OnboardingStep;
  name: string | null;
  image: string | null;
  teams: TeamWithRole[];
  invitations: OnboardingInvitation[];
}

function userNotFound(): AppError {
  return new AppError("NOT_FOUND");
}

export async function getOnboarding(
  db: Database,
  userId: string,
  now = new Date(),
): Promise<OnboardingState> {
  const [user] = await db
    .select({
      step: users.onboardingStep,
      name: users.name,
      image: users.image,
      email: users.email,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw userNotFound();
  const [joined, waiting] = await Promise.all([
    listTeamsOfUser(db, userId),
    db
      .select({ teamId: teams.id, teamName: teams.name, role: invitations.role })
      .from(invitations)
      .innerJoin(teams, eq(teams.id, invitations.teamId))
      .where(and(eq(invitations.email, user.email), gt(invitations.expiresAt, now))),
  ]);
  return {
    step: user.step,
    name: user.name,
    image: user.image,
    teams: joined,
    invitations: waiting,
  };
}

export async function completeAccountStep(
  db: Database,
  userId: string,
  input: { name: string },
): Promise<{ step: OnboardingStep }> {
  const [user] = await db
    .select({ step: users.onboardingStep })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw userNotFound();
  const step = user.step === "account" ? "team" : user.step;
  await db
    .update(users)
    .set({ name: input.name, onboardingStep: step })
    .where(eq(users.id, userId));
  return { step };
}

export type TeamStepInput =
  { action: "create"; name: string; slug?: string } | { action: "join"; teamId: string };

export async function completeTeamStep(
  db: Database,
  actor: Actor,
  input: TeamStepInput,
  now = new Date(),
): Promise<{ team: TeamWithRole }> {
  const [user] = await db
    .select({ step: users.onboardingStep, email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, actor.userId));
  if (!user) throw userNotFound();
  if (user.step === "account") {
    throw new AppError("BAD_REQUEST", { messageKey: "onboarding.errors.accountFirst" });
  }
  if (input.action === "create") {
    // One transaction: a team made while onboarding stayed open would be made again on a retry.
    const team = await createTeam(
      db,
      actor,
      { name: input.name, slug: input.slug },
      { endOnboarding: true },
    );
    return { team };
  }
  // An invitation that arrived after sign-in is accepted the way sign-in accepts them.
  await acceptPendingInvitations(db, {
    userId: actor.userId,
    email: user.email,
    name: user.name,
    now,
  });
  const team = await switchTeam(db, actor.userId, input.teamId);
  await db.update(users).set({ onboardingStep: "complete" }).where(eq(users.id, actor.userId));
  return { team };
}
