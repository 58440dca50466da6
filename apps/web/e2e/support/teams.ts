import type { APIRequestContext, Page } from "@playwright/test";

import { expect } from "@playwright/test";

import type { OwnTeam } from "./accounts";
import { createAccount, uniqueEmail } from "./accounts";
import { latestMail, linkIn } from "./mailbox";
import { trpcMutation, trpcQuery } from "./trpc";

let teamCounter = 0;

/** A team name no other test uses, so team urls never collide between tests, workers or runs. */
export function uniqueTeamName(prefix = "Team"): string {
  teamCounter += 1;
  return `${prefix} ${Date.now().toString(36)}${process.pid.toString(36)}${teamCounter}`;
}

/** A signed-in account's name, address and password. */
export interface Account {
  name: string;
  email: string;
  password: string;
}

/**
 * A fresh, verified owner signed in on `request` (a page's request shares the page's cookies),
 * with the team onboarding created: their only and active team.
 */
export async function ownerWithTeam(
  request: APIRequestContext,
  { name = "Olga Owner", teamName = uniqueTeamName() }: { name?: string; teamName?: string } = {},
): Promise<{ owner: Account; team: OwnTeam }> {
  const { team, ...owner } = await createAccount(request, {
    name,
    email: uniqueEmail("owner"),
    verified: true,
    teamName,
  });
  if (!team) throw new Error("onboarding created no team");
  return { owner, team };
}

/** An owner with a team, signed in on a request context of their own: another user than the page's. */
export async function anotherOwner(
  newRequest: () => Promise<APIRequestContext>,
  options?: Parameters<typeof ownerWithTeam>[1],
) {
  const request = await newRequest();
  return { request, ...(await ownerWithTeam(request, options)) };
}

/** Invites `email` to the team through the API and returns the path of the mailed link. */
export async function invite(
  request: APIRequestContext,
  teamId: string,
  email: string,
  role: "owner" | "member" = "member",
): Promise<string> {
  await trpcMutation(request, "team.invitation.create", { teamId, email, role });
  return linkIn(await latestMail(request, email, "TeamInvitation"), "/team/invitation");
}

/**
 * A fresh verified user, signed in on `memberRequest`, who joined `teamId` from an invitation the
 * owner on `ownerRequest` sent. A newcomer joins in onboarding (the team becomes their only one);
 * `onboarded` makes them an existing user with a team of their own who accepts on top.
 */
export async function inviteAndAccept(
  ownerRequest: APIRequestContext,
  memberRequest: APIRequestContext,
  teamId: string,
  {
    name = "Mia Member",
    role = "member",
    onboarded = false,
  }: { name?: string; role?: "owner" | "member"; onboarded?: boolean } = {},
): Promise<Account> {
  const { team: _ownTeam, ...member } = await createAccount(memberRequest, {
    name,
    email: uniqueEmail("member"),
    verified: true,
    onboarded,
    teamName: uniqueTeamName("Own"),
  });
  const link = await invite(ownerRequest, teamId, member.email, role);
  const token = new URL(link, "http://localhost").searchParams.get("token");
  await trpcMutation(memberRequest, "team.invitation.accept", { token });
  if (!onboarded) {
    await trpcMutation(memberRequest, "onboarding.completeAccount", { name });
    await trpcMutation(memberRequest, "onboarding.completeTeam", { action: "join", teamId });
  }
  return member;
}

/** The status of the team's subscription as the app holds it, if it has one. */
async function subscriptionStatus(
  request: APIRequestContext,
  teamId: string,
): Promise<string | undefined> {
  const billing = await trpcQuery<{ subscription: { status: string } | null }>(
    request,
    "billing.get",
    { teamId },
  );
  return billing.subscription?.status;
}

/**
 * Subscribes the team through the simulator's checkout, as a buyer pays, and waits until the
 * app has applied the simulator's webhook (a paid plan starts with its trial).
 */
export async function subscribe(
  request: APIRequestContext,
  teamId: string,
  {
    plan = "pro",
    interval = "month",
  }: { plan?: "pro" | "business"; interval?: "month" | "year" } = {},
): Promise<void> {
  const { url } = await trpcMutation<{ url: string }>(request, "billing.subscribe", {
    teamId,
    plan,
    interval,
  });
  const id = new URL(url, "http://localhost").searchParams.get("id");
  await trpcMutation(request, "dev.billing.pay", { id, cardBrand: "visa", cardLastFour: "4242" });
  await expect.poll(() => subscriptionStatus(request, teamId)).toBe("trialing");
}

/** Takes a step in time on the simulator for the team's subscription, as its portal's buttons do. */
async function advanceSimulator(
  request: APIRequestContext,
  teamId: string,
  step: "trialEnd" | "paymentFailed",
): Promise<void> {
  const { url } = await trpcMutation<{ url: string }>(request, "billing.portal", {
    teamId,
    kind: "portal",
  });
  const link = new URL(url, "http://localhost").searchParams;
  await trpcMutation(request, "dev.billing.advance", {
    id: link.get("id"),
    expires: Number(link.get("expires")),
    signature: link.get("signature"),
    step,
  });
}

/**
 * Ends a subscription's trial on the simulator, as the step in its portal does, and waits until
 * the app has applied the webhook: the subscription is active (and can be paused).
 */
export async function endTrial(request: APIRequestContext, teamId: string): Promise<void> {
  await advanceSimulator(request, teamId, "trialEnd");
  await expect.poll(() => subscriptionStatus(request, teamId)).toBe("active");
}

/**
 * Fails an active subscription's next payment on the simulator and waits until the app has
 * applied the webhook: the subscription is past due.
 */
export async function failPayment(request: APIRequestContext, teamId: string): Promise<void> {
  await advanceSimulator(request, teamId, "paymentFailed");
  await expect.poll(() => subscriptionStatus(request, teamId)).toBe("past_due");
}

/** A UTC day `days` from today, as a date input (a pause's resume date) takes it. */
export function utcDay(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** A section of a settings page: the region with exactly this name. */
export function section(page: Page, name: string) {
  return page.getByRole("region", { name, exact: true });
}

/** A plan's card on the Billing page, found by its heading. */
export function planCard(page: Page, plan: string) {
  return page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: plan }) });
}

/** Confirms the open confirmation dialog with its button. */
export async function confirmDialog(page: Page, button: string) {
  await page.getByRole("alertdialog").getByRole("button", { name: button }).click();
}

/** The open toast with this text (toasts are polite live regions). */
export function toast(page: Page, text: string) {
  return page.getByRole("status").filter({ hasText: text });
}
