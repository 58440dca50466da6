import { TRPCError } from "@trpc/server";
import { beforeAll, describe, expect, it } from "vitest";

import { useTestDatabase } from "@teamkit/db/testing";
import { isAppError } from "@teamkit/validators";

import type { MobileRole, Role, World, WorldTeam } from "./fixtures";
import { appRouter } from "../src/root";
import { callerAs, makeWorld, MOBILE_ROLES, ROLES } from "./fixtures";

/*
 * The authorization matrix: every procedure of the router × every role × (for team procedures)
 * the caller's own team, another team and an unknown id, against a table of expected outcomes.
 * The procedure list comes from the router, so a procedure missing from the table fails. Later
 * routers (billing, admin, tasks, AI) add their rows here.
 *
 * Every signed-in role but the impersonated one also calls from the mobile app (a Bearer token of
 * its own mobile session) and must get the web's answer, except in the admin area.
 *
 * An outcome is what the procedure tiers decided: UNAUTHORIZED (no session), FORBIDDEN (wrong role,
 * or a mutation while an admin impersonates), NOT_FOUND (not a member of that team), or "ok" when
 * the call got past them (it may still fail for its own reasons: a wrong password, a used link).
 */

type Outcome = "ok" | "UNAUTHORIZED" | "FORBIDDEN" | "NOT_FOUND";
const TARGETS = ["ownTeam", "otherTeam", "unknownTeam"] as const;
type Target = (typeof TARGETS)[number];

/** The ids a procedure's input may name, in one team (its own, another, or none). */
type TargetIds = Omit<WorldTeam, "id"> & { teamId: string };

interface PlainRow {
  kind: "plain";
  expect: Record<Role, Outcome>;
  input?: (world: World) => unknown;
  mutates?: boolean;
}
interface TeamRow {
  kind: "team";
  expect: Record<Role, Record<Target, Outcome>>;
  input?: (target: TargetIds) => unknown;
  mutates?: boolean;
}
type Row = PlainRow | TeamRow;

const U = "UNAUTHORIZED";
const F = "FORBIDDEN";
const N = "NOT_FOUND";

/** Anyone, signed in or not. */
function everyone(row: Omit<PlainRow, "kind" | "expect"> = {}): PlainRow {
  return { kind: "plain", expect: fill("ok"), ...row };
}

/** A signed-in user; a mutation is refused while an admin impersonates. */
function signedIn(
  type: "query" | "mutation",
  row: Omit<PlainRow, "kind" | "expect"> = {},
): PlainRow {
  return {
    kind: "plain",
    expect: { ...fill("ok"), anonymous: U, impersonated: type === "query" ? "ok" : F },
    ...row,
  };
}

/**
 * A procedure of one team. `members`: whether members may (else owners only); `impersonated`:
 * whether the admin acting as team A's owner may (queries by default).
 */
function teamScoped(
  options: { members: boolean; impersonated: boolean },
  row: Omit<TeamRow, "kind" | "expect"> = {},
): TeamRow {
  const impersonatedOwn = options.impersonated ? "ok" : F;
  // The impersonation check runs before the team is looked up.
  const impersonatedElsewhere = options.impersonated ? N : F;
  return {
    kind: "team",
    expect: {
      anonymous: { ownTeam: U, otherTeam: U, unknownTeam: U },
      member: { ownTeam: options.members ? "ok" : F, otherTeam: N, unknownTeam: N },
      owner: { ownTeam: "ok", otherTeam: N, unknownTeam: N },
      otherOwner: { ownTeam: N, otherTeam: "ok", unknownTeam: N },
      admin: { ownTeam: N, otherTeam: N, unknownTeam: N },
      impersonated: {
        ownTeam: impersonatedOwn,
        otherTeam: impersonatedElsewhere,
        unknownTeam: impersonatedElsewhere,
      },
    },
    ...row,
  };
}

/** A procedure of one team for every member, the admin impersonating its owner included. */
function anyMember(row: Omit<TeamRow, "kind" | "expect"> = {}): TeamRow {
  return teamScoped({ members: true, impersonated: true }, row);
}

/** A procedure of one team for its owners only, and never while an admin impersonates them. */
function ownersOnly(row: Omit<TeamRow, "kind" | "expect"> = {}): TeamRow {
  return teamScoped({ members: false, impersonated: false }, row);
}

function fill(outcome: Outcome): Record<Role, Outcome> {
  return Object.fromEntries(ROLES.map((role) => [role, outcome])) as Record<Role, Outcome>;
}

const email = (world: World) => ({ email: world.users.member.email });
const token = { token: "not-a-real-token" };
const teamOnly = (t: TargetIds) => ({ teamId: t.teamId });
const NO_CONVERSATION = "00000000-0000-4000-8000-0000000000ff";
/** Well-formed ceremony answers to no challenge the server issued. */
const fakeCredential = {
  id: "AAAA",
  rawId: "AAAA",
  type: "public-key",
  clientExtensionResults: {},
};
const fakeClientData = Buffer.from(JSON.stringify({ challenge: "bm8" })).toString("base64url");
const fakeAssertion = {
  ...fakeCredential,
  response: { clientDataJSON: fakeClientData, authenticatorData: "AAAA", signature: "AAAA" },
};
const fakeRegistration = {
  ...fakeCredential,
  response: { clientDataJSON: fakeClientData, attestationObject: "AAAA" },
};
const simulatorLink = { id: "no-such-subscription", expires: 1, signature: "0".repeat(64) };

/**
 * The platform admin area: only an admin signed in as themselves; everyone else, an impersonated
 * session included, is told it does not exist.
 */
function adminOnly(row: Omit<PlainRow, "kind" | "expect"> = {}): PlainRow {
  return { kind: "plain", expect: { ...fill(N), anonymous: U, admin: "ok" }, ...row };
}

/** Every procedure and who may call it. */
const MATRIX: Record<string, Row> = {
  health: everyone(),

  "auth.signUp": everyone({
    input: () => ({ name: "New", email: "matrix.new@example.com", password: "Matrix-pass-1" }),
  }),
  "auth.resendVerification": everyone({ input: email }),
  "auth.verifyEmail": everyone({ input: () => token }),
  "auth.signIn": everyone({ input: (w) => ({ ...email(w), password: "Wrong-pass-1" }) }),
  "auth.requestMagicLink": everyone({ input: email }),
  "auth.verifyOtp": everyone({ input: (w) => ({ ...email(w), code: "123456" }) }),
  "auth.verifyMagicLink": everyone({ input: () => token }),
  "auth.requestPasswordReset": everyone({ input: email }),
  "auth.checkResetToken": everyone({ input: () => token }),
  "auth.resetPassword": everyone({ input: () => ({ ...token, password: "Matrix-pass-1" }) }),
  // Signing out is never refused: an impersonating admin must be able to leave.
  "auth.signOut": everyone({ mutates: true }),
  // An impersonating admin must not get a session of their own for the user.
  "auth.createMobileSession": {
    kind: "plain",
    expect: { ...fill("ok"), impersonated: F },
    input: (w) => ({
      ...email(w),
      method: "password",
      password: "Wrong-pass-1",
      deviceName: "Matrix phone",
    }),
  },
  "auth.mobileSignUp": {
    kind: "plain",
    expect: { ...fill("ok"), impersonated: F },
    input: (w) => ({ ...email(w), name: "Matrix", password: "Matrix-pass-1" }),
  },
  "auth.verifyMobileSignUp": {
    kind: "plain",
    expect: { ...fill("ok"), impersonated: F },
    input: (w) => ({ ...email(w), code: "123456", deviceName: "Matrix phone" }),
  },
  "auth.mobileHandoff.approve": signedIn("mutation", {
    input: () => ({
      codeChallenge: "c".repeat(43),
      codeChallengeMethod: "S256",
      redirectUri: "teamkit://auth",
    }),
  }),
  "auth.mobileHandoff.exchange": {
    kind: "plain",
    expect: { ...fill("ok"), impersonated: F },
    input: () => ({
      code: token.token,
      codeVerifier: "v".repeat(43),
      redirectUri: "teamkit://auth",
      deviceName: "Matrix phone",
    }),
  },
  // Without a challenge cookie (or with an unknown challenge) each fails for its own reason.
  "auth.answerTwoFactor": everyone({ input: () => ({ code: "123456", trust: false }) }),
  "auth.answerMobileTwoFactor": {
    kind: "plain",
    expect: { ...fill("ok"), impersonated: F },
    input: () => ({ challenge: token.token, code: "123456" }),
  },
  "auth.requestEmailChange": signedIn("mutation", {
    input: () => ({ email: "matrix.change@example.com", currentPassword: "Wrong-pass-1" }),
  }),
  "auth.confirmEmailChange": everyone({ input: () => token }),
  "auth.changePassword": signedIn("mutation", {
    input: () => ({ currentPassword: "Wrong-pass-1", newPassword: "Matrix-pass-2" }),
  }),
  "auth.removePassword": signedIn("mutation", {
    input: () => ({ currentPassword: "Wrong-pass-1" }),
  }),
  // Anyone may start and answer a passkey sign-in; an unknown answer fails for its own reason.
  "auth.passkeyOptions": everyone({ mutates: true }),
  "auth.signInWithPasskey": everyone({ input: () => ({ response: fakeAssertion }) }),

  "user.session": everyone(),
  "user.me": signedIn("query"),
  "user.update": signedIn("mutation", { input: () => ({ name: "Renamed" }), mutates: true }),
  "user.setLocale": signedIn("mutation", { input: () => ({ locale: "de" }), mutates: true }),
  "user.delete": signedIn("mutation", { input: () => ({ currentPassword: "Wrong-pass-1" }) }),
  "user.avatar.update": signedIn("mutation", { input: () => ({ image: "iVBORw0KGgo=" }) }),
  "user.avatar.delete": signedIn("mutation", { mutates: true }),
  "user.avatar.get": everyone({ input: () => ({ id: "no-such-avatar" }) }),
  // The second factor is the user's alone: an admin acting as them neither sees nor changes it.
  "user.twoFactor.status": {
    kind: "plain",
    expect: { ...fill("ok"), anonymous: U, impersonated: F },
  },
  "user.confirmSignIn": signedIn("mutation", {
    input: () => ({ currentPassword: "Wrong-pass-1" }),
  }),
  "user.twoFactor.begin": signedIn("mutation", { mutates: true }),
  // Passkeys sign in as the user: an admin acting as them neither sees nor changes them.
  "user.passkeys.list": {
    kind: "plain",
    expect: { ...fill("ok"), anonymous: U, impersonated: F },
  },
  "user.passkeys.registrationOptions": signedIn("mutation", { mutates: true }),
  "user.passkeys.register": signedIn("mutation", {
    input: () => ({ name: "Matrix key", response: fakeRegistration }),
  }),
  "user.passkeys.rename": signedIn("mutation", {
    input: () => ({ id: "no-such-passkey", name: "Renamed" }),
  }),
  "user.passkeys.delete": signedIn("mutation", { input: () => ({ id: "no-such-passkey" }) }),
  "user.twoFactor.confirm": signedIn("mutation", { input: () => ({ code: "123456" }) }),
  "user.twoFactor.regenerateRecoveryCodes": signedIn("mutation", {
    input: () => ({ code: "123456" }),
  }),
  "user.twoFactor.disable": signedIn("mutation", { input: () => ({ code: "123456" }) }),
  // Only the caller's own rows: another user's id reads as an ended session (tested apart).
  "user.sessions.list": signedIn("query"),
  "user.sessions.end": signedIn("mutation", { input: () => ({ id: "0".repeat(32) }) }),
  "user.sessions.endOthers": signedIn("mutation", { mutates: true }),
  "user.sessions.forgetBrowser": signedIn("mutation", { input: () => ({ id: "no-such-browser" }) }),

  "onboarding.get": signedIn("query"),
  "onboarding.completeAccount": signedIn("mutation", {
    input: () => ({ name: "Onboarded" }),
    mutates: true,
  }),
  "onboarding.completeTeam": signedIn("mutation", {
    input: () => ({ action: "create", name: "Onboarding Team" }),
  }),

  "newsletter.subscribe": everyone({ input: () => ({ email: "matrix.news@example.com" }) }),
  "newsletter.confirm": everyone({ input: () => token }),
  "newsletter.unsubscribe": everyone({ input: () => token }),
  "newsletter.unsubscribeOneClick": everyone({ input: () => token }),

  // Local services are on in tests; off, these answer NOT_FOUND to everyone (tested in trpc.test).
  "dev.mailbox.list": everyone(),
  "dev.mailbox.get": everyone({ input: () => ({ id: "no-such-mail" }) }),
  "dev.mailbox.templates": everyone(),
  "dev.mailbox.sendPreview": everyone({
    input: () => ({ template: "NewUser", locale: "en", to: "matrix.preview@example.com" }),
  }),

  "dev.billing.checkout": everyone({ input: () => ({ id: "no-such-checkout" }) }),
  "dev.billing.pay": everyone({
    input: () => ({ id: "no-such-checkout", cardBrand: "visa", cardLastFour: "4242" }),
  }),
  "dev.billing.subscription": everyone({ input: () => simulatorLink }),
  "dev.billing.updateCard": everyone({
    input: () => ({ ...simulatorLink, cardBrand: "visa", cardLastFour: "4242" }),
  }),
  "dev.billing.advance": everyone({ input: () => ({ ...simulatorLink, step: "renewal" }) }),

  // Members see the plan; only owners act, and never while an admin impersonates them.
  "billing.get": anyMember({ input: teamOnly }),
  "billing.subscribe": ownersOnly({
    input: (t) => ({ teamId: t.teamId, plan: "pro", interval: "month" }),
    mutates: true,
  }),
  "billing.switchPlan": ownersOnly({
    input: (t) => ({ teamId: t.teamId, plan: "business", interval: "year" }),
    mutates: true,
  }),
  "billing.cancel": ownersOnly({ input: teamOnly, mutates: true }),
  "billing.resume": ownersOnly({ input: teamOnly, mutates: true }),
  "billing.pause": ownersOnly({ input: teamOnly, mutates: true }),
  "billing.portal": ownersOnly({ input: (t) => ({ teamId: t.teamId, kind: "portal" }) }),

  "team.list": signedIn("query"),
  "team.active": signedIn("query"),
  "team.bySlug": {
    kind: "plain",
    expect: {
      anonymous: U,
      member: "ok",
      owner: "ok",
      otherOwner: N,
      admin: N,
      impersonated: "ok",
    },
    input: (w) => ({ slug: w.teamA.slug }),
  },
  "team.slugAvailable": signedIn("query", { input: () => ({ slug: "free-slug" }) }),
  "team.slugForName": signedIn("query", { input: () => ({ name: "Matrix Team" }) }),
  "team.create": signedIn("mutation", { input: () => ({ name: "Matrix Team" }), mutates: true }),
  "team.get": anyMember({ input: teamOnly }),
  "team.dashboard": anyMember({ input: teamOnly }),
  "team.switch": anyMember({ input: teamOnly }),
  "team.update": ownersOnly({
    input: (t) => ({ teamId: t.teamId, name: "Renamed", slug: `renamed-${t.slug}` }),
    mutates: true,
  }),
  "team.delete": ownersOnly({ input: teamOnly, mutates: true }),
  "team.twoFactorPolicy": teamScoped({ members: false, impersonated: true }, { input: teamOnly }),
  "team.setTwoFactorPolicy": ownersOnly({
    input: (t) => ({ teamId: t.teamId, requireTwoFactor: false }),
    mutates: true,
  }),
  "team.leave": teamScoped(
    { members: true, impersonated: false },
    { input: teamOnly, mutates: true },
  ),
  "team.activity": anyMember({ input: teamOnly }),

  // The audit log: owners only, and readable while an admin impersonates the owner (queries).
  // Past the tiers, a team without the plan is refused with the upgrade message (team-audit.test).
  "team.audit.list": teamScoped({ members: false, impersonated: true }, { input: teamOnly }),
  "team.audit.actors": teamScoped({ members: false, impersonated: true }, { input: teamOnly }),
  "team.audit.export": teamScoped({ members: false, impersonated: true }, { input: teamOnly }),

  "team.member.list": anyMember({ input: teamOnly }),
  "team.member.update": ownersOnly({
    input: (t) => ({ teamId: t.teamId, userId: t.memberId, role: "owner" }),
    mutates: true,
  }),
  "team.member.delete": ownersOnly({
    input: (t) => ({ teamId: t.teamId, userId: t.memberId }),
    mutates: true,
  }),

  "team.invitation.list": anyMember({ input: teamOnly }),
  "team.invitation.create": ownersOnly({
    input: (t) => ({ teamId: t.teamId, email: "matrix.invitee@example.com", role: "member" }),
    mutates: true,
  }),
  "team.invitation.revoke": ownersOnly({
    input: (t) => ({ teamId: t.teamId, invitationId: t.invitationId }),
    mutates: true,
  }),
  "team.invitation.resend": ownersOnly({
    input: (t) => ({ teamId: t.teamId, invitationId: t.invitationId }),
    mutates: true,
  }),
  // Tasks and tags: everyday work of every member, which an impersonating admin may help with.
  "tasks.list": anyMember({ input: teamOnly }),
  "tasks.board": anyMember({ input: teamOnly }),
  "tasks.boardCards": anyMember({ input: teamOnly }),
  "tasks.get": anyMember({ input: (t) => ({ teamId: t.teamId, taskId: t.taskId }) }),
  "tasks.create": anyMember({
    input: (t) => ({ teamId: t.teamId, title: "Matrix task", tagIds: [t.tagId] }),
    mutates: true,
  }),
  "tasks.update": anyMember({
    input: (t) => ({
      teamId: t.teamId,
      taskId: t.taskId,
      status: "done",
      assigneeId: t.memberId,
    }),
    mutates: true,
  }),
  "tasks.move": anyMember({
    input: (t) => ({
      teamId: t.teamId,
      taskId: t.taskId,
      status: "in_progress",
      afterTaskId: null,
    }),
    mutates: true,
  }),
  "tasks.delete": anyMember({
    input: (t) => ({ teamId: t.teamId, taskId: t.taskId }),
    mutates: true,
  }),
  "tasks.tag.list": anyMember({ input: teamOnly }),
  "tasks.tag.create": anyMember({
    input: (t) => ({ teamId: t.teamId, name: "Matrix tag", color: "green" }),
    mutates: true,
  }),
  "tasks.tag.update": anyMember({
    input: (t) => ({ teamId: t.teamId, tagId: t.tagId, name: "Renamed tag" }),
    mutates: true,
  }),
  "tasks.tag.delete": anyMember({
    input: (t) => ({ teamId: t.teamId, tagId: t.tagId }),
    mutates: true,
  }),

  // The assistant: every member's own conversations and usage; an impersonating admin may read
  // them but not send (it would spend the member's quota and write in their name), cut or delete.
  "ai.usage": anyMember({ input: teamOnly }),
  "ai.conversation.list": anyMember({ input: teamOnly }),
  "ai.conversation.get": anyMember({ input: (t) => ({ teamId: t.teamId, id: NO_CONVERSATION }) }),
  "ai.conversation.delete": teamScoped(
    { members: true, impersonated: false },
    { input: (t) => ({ teamId: t.teamId, id: NO_CONVERSATION }), mutates: true },
  ),
  "ai.conversation.stopReply": teamScoped(
    { members: true, impersonated: false },
    {
      input: (t) => ({
        teamId: t.teamId,
        id: NO_CONVERSATION,
        messageId: NO_CONVERSATION,
        shown: { text: 0, tools: 0 },
      }),
      mutates: true,
    },
  ),

  "team.invitation.get": everyone({ input: () => token }),
  "team.invitation.listMine": signedIn("query"),
  "team.invitation.accept": signedIn("mutation", { input: () => token }),
  "team.invitation.decline": signedIn("mutation", { input: () => token }),

  "admin.overview": adminOnly(),
  "admin.audit.list": adminOnly({ input: () => ({ cursor: null }) }),
  "admin.user.list": adminOnly({ input: () => ({ q: "fixture" }) }),
  "admin.user.resendVerification": adminOnly({ input: (w) => ({ userId: w.users.member.id }) }),
  "admin.user.delete": adminOnly({ input: (w) => ({ userId: w.users.member.id }), mutates: true }),
  "admin.user.resetTwoFactor": adminOnly({
    input: (w) => ({ userId: w.users.member.id }),
    mutates: true,
  }),
  "admin.user.impersonate": adminOnly({
    input: (w) => ({ userId: w.users.member.id, reason: "Support ticket 42" }),
    mutates: true,
  }),
  "admin.mail.list": adminOnly(),
  "admin.mail.retry": adminOnly({
    input: () => ({ mailId: "00000000-0000-4000-8000-00000000000a" }),
    mutates: true,
  }),
  // Its own tier: only the impersonated session has something to stop.
  "admin.impersonation.stop": {
    kind: "plain",
    expect: { ...fill(N), anonymous: U, impersonated: "ok" },
    mutates: true,
  },
};

/** What the tiers decided about a call (see the file comment). */
async function outcomeOf(call: () => Promise<unknown>): Promise<string> {
  try {
    await call();
    return "ok";
  } catch (error) {
    if (!(error instanceof TRPCError)) return `threw ${String(error)}`;
    const key = isAppError(error.cause) ? error.cause.messageKey : undefined;
    if (error.code === "UNAUTHORIZED" && !key) return U;
    if (error.code === "FORBIDDEN" && (!key || key === "errors.impersonationReadOnly")) return F;
    if (
      error.code === "NOT_FOUND" &&
      (key === "teams.errors.notFound" || key === "errors.notFound")
    )
      return N;
    if (error.code === "INTERNAL_SERVER_ERROR") return `internal error: ${error.message}`;
    return "ok";
  }
}

function targetIds(world: World, target: Target): TargetIds {
  if (target === "ownTeam") return { ...world.teamA, teamId: world.teamA.id };
  if (target === "otherTeam") return { ...world.teamB, teamId: world.teamB.id };
  return {
    teamId: "00000000-0000-4000-8000-000000000000",
    slug: "no-such-team",
    ownerId: "00000000-0000-4000-8000-000000000001",
    memberId: "00000000-0000-4000-8000-000000000002",
    invitationId: "00000000-0000-4000-8000-000000000003",
    tagId: "00000000-0000-4000-8000-000000000004",
    taskId: "00000000-0000-4000-8000-000000000005",
  };
}

/** Calls `path` on a caller as `role` in `world`, from the web or (`mobile`) from the app. */
async function callAs(world: World, role: Role, path: string, input: unknown, mobile = false) {
  const token = role === "anonymous" ? null : world.tokens[role];
  const caller = mobile
    ? await callerAs(database.db, world.mobileTokens[role as MobileRole], { bearer: true })
    : await callerAs(database.db, token);
  let target: unknown = caller;
  for (const segment of path.split(".")) target = (target as Record<string, unknown>)[segment];
  return outcomeOf(() => (target as (input: unknown) => Promise<unknown>)(input));
}

const database = useTestDatabase();
let shared: World;
beforeAll(async () => {
  shared = await makeWorld(database.db);
});

/**
 * The worlds of one row's cells. A row that only reads shares one world with every other; a row
 * that may write gets a world of its own, used again for as long as its calls are refused (the
 * tiers refuse before anything is written) and made afresh after a call that got past them.
 */
function worlds(mutates: boolean) {
  let current: World | undefined;
  return {
    next: async () => (mutates ? (current ??= await makeWorld(database.db)) : shared),
    /** Passes an outcome through, noting whether the call may have written. */
    after: (outcome: string) => {
      if (outcome !== U && outcome !== F && outcome !== N) current = undefined;
      return outcome;
    },
  };
}

const procedures = Object.keys(appRouter._def.procedures).sort();

function isMobileRole(role: Role): role is MobileRole {
  return (MOBILE_ROLES as readonly Role[]).includes(role);
}

/**
 * The app's session answers like the web's session of the same user, except in the admin area,
 * which does not exist outside an admin's own browser.
 */
function mobileOutcome(path: string, web: Outcome): Outcome {
  return path.startsWith("admin.") ? N : web;
}

describe("authorization matrix", () => {
  it("has a row for every procedure of the router, and none for procedures that do not exist", () => {
    expect(procedures.filter((path) => !(path in MATRIX))).toEqual([]);
    expect(Object.keys(MATRIX).filter((path) => !procedures.includes(path))).toEqual([]);
  });

  for (const path of procedures) {
    const row = MATRIX[path];
    if (!row) continue;
    it(`${path} › answers each role as the table says`, async () => {
      const actual: Record<string, unknown> = {};
      const expected: Record<string, unknown> = {};
      const world = worlds(row.mutates ?? false);
      for (const role of ROLES) {
        for (const mobile of isMobileRole(role) ? [false, true] : [false]) {
          const cell = (outcome: Outcome) => (mobile ? mobileOutcome(path, outcome) : outcome);
          const name = mobile ? `${role} (mobile)` : role;
          if (row.kind === "plain") {
            const w = await world.next();
            actual[name] = world.after(await callAs(w, role, path, row.input?.(w), mobile));
            expected[name] = cell(row.expect[role]);
            continue;
          }
          for (const target of TARGETS) {
            const w = await world.next();
            const input = row.input?.(targetIds(w, target)) ?? { teamId: "" };
            actual[`${name} › ${target}`] = world.after(await callAs(w, role, path, input, mobile));
            expected[`${name} › ${target}`] = cell(row.expect[role][target]);
          }
        }
      }
      expect(actual).toEqual(expected);
    });
  }
});

/**
 * Mutations an impersonated session may call. An allow-list: a mutation added later is refused
 * until it is named here and marked `impersonation: "allow"`.
 */
const ALLOWED_WHILE_IMPERSONATING = [
  "admin.impersonation.stop",
  // Everyday work inside a team: an admin may help with the user's tasks.
  "tasks.create",
  "tasks.delete",
  "tasks.move",
  "tasks.tag.create",
  "tasks.tag.delete",
  "tasks.tag.update",
  "tasks.update",
  "team.switch",
];

/** What an admin acting as a user must never do: change who has access, or destroy data. */
const REFUSED_WHILE_IMPERSONATING = [
  "ai.conversation.delete",
  "ai.conversation.stopReply",
  "admin.user.delete",
  "admin.user.impersonate",
  "admin.user.resendVerification",
  "admin.user.resetTwoFactor",
  "auth.answerMobileTwoFactor",
  "auth.changePassword",
  "auth.createMobileSession",
  "auth.mobileHandoff.approve",
  "auth.mobileHandoff.exchange",
  "auth.mobileSignUp",
  "auth.removePassword",
  "auth.requestEmailChange",
  "auth.verifyMobileSignUp",
  "billing.cancel",
  "billing.pause",
  "billing.portal",
  "billing.resume",
  "billing.subscribe",
  "billing.switchPlan",
  "onboarding.completeAccount",
  "onboarding.completeTeam",
  "team.delete",
  "team.invitation.accept",
  "team.invitation.create",
  "team.invitation.decline",
  "team.invitation.resend",
  "team.invitation.revoke",
  "team.leave",
  "team.member.delete",
  "team.member.update",
  "team.setTwoFactorPolicy",
  "team.update",
  "user.delete",
  "user.avatar.delete",
  "user.update",
  "user.setLocale",
  "user.avatar.update",
  "user.passkeys.delete",
  "user.passkeys.register",
  "user.passkeys.registrationOptions",
  "user.passkeys.rename",
  "user.sessions.end",
  "user.sessions.endOthers",
  "user.sessions.forgetBrowser",
  "user.twoFactor.begin",
  "user.twoFactor.confirm",
  "user.twoFactor.disable",
  "user.twoFactor.regenerateRecoveryCodes",
];

describe("impersonated sessions", () => {
  it("may call exactly the mutations on the allow-list", () => {
    const allowed = procedures.filter((path) => {
      const def = (
        appRouter._def.procedures as unknown as Record<
          string,
          { _def: { type: string; meta?: { impersonation?: string } } }
        >
      )[path]?._def;
      return def?.type === "mutation" && def.meta?.impersonation === "allow";
    });
    expect(allowed).toEqual(ALLOWED_WHILE_IMPERSONATING);
  });

  it("are refused everything on the refusal list", async () => {
    const outcomes: Record<string, string> = {};
    const world = worlds(true);
    for (const path of REFUSED_WHILE_IMPERSONATING) {
      const row = MATRIX[path];
      const w = await world.next();
      // The impersonated session is the admin acting as team A's owner: its own team.
      const input = row?.kind === "team" ? row.input?.(targetIds(w, "ownTeam")) : row?.input?.(w);
      outcomes[path] = world.after(await callAs(w, "impersonated", path, input));
    }
    const refused = (outcome: string) => outcome === F || outcome === N;
    expect(
      Object.entries(outcomes)
        .filter(([, outcome]) => !refused(outcome))
        .map(([path, outcome]) => `${path}: ${outcome}`),
    ).toEqual([]);
  });
});
