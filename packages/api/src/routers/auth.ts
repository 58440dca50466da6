import type { TRPCRouterRecord } from "@trpc/server";

import type { MobileSignIn, SignedIn } from "@teamkit/auth";
import {
  changePassword,
  checkResetToken,
  confirmEmailChange,
  requestEmailChange,
  requestMagicLink,
  requestPasswordReset,
  resendVerification,
  resetPassword,
  signInMobile,
  signInWithPassword,
  signUp,
  verifyEmail,
  verifyMagicLink,
  verifyOtp,
} from "@teamkit/auth";
import { signOut } from "@teamkit/flows";
import {
  ChangeEmailInput,
  ChangePasswordInput,
  CreateMobileSessionInput,
  MailedTokenInput,
  RequestMagicLinkInput,
  RequestPasswordResetInput,
  ResendVerificationInput,
  ResetPasswordInput,
  SignInInput,
  SignUpInput,
  VerifyOtpInput,
} from "@teamkit/validators";

import type { Context } from "../context";
import { enforceMailLimits, enforcePasswordLimits } from "../limits";
import { protectedProcedure, publicProcedure, tokenLinkProcedure } from "../trpc";

/*
 * Enumeration rule: an anonymous caller cannot learn from signIn, createMobileSession,
 * requestMagicLink, requestPasswordReset or resendVerification whether an address has an account
 * (same status and body, comparable timing, the same rate limits for every address). Only signUp
 * may say "This email is already in use.".
 *
 * `auth.errors.emailNotFound` ("This email does not exist.") is therefore never used here. It
 * belongs where the viewer is entitled to know who has an account: a platform admin looking a user
 * up in the admin area. A team owner's invite form is NOT such a place (inviting an unknown
 * address simply sends an invitation), nor is any anonymous form.
 */

/**
 * Web sign-in: the session goes into the Auth.js cookie, and the browser becomes a known device
 * for the address (see `enforcePasswordLimits`); the client only learns where to go and whether
 * the account lost a password it never proved (it may set one).
 */
function startWebSession(
  ctx: Context,
  signedIn: SignedIn,
): { redirectTo: SignedIn["redirectTo"]; passwordRemoved: boolean } {
  ctx.cookies.setSession(signedIn.session.token, signedIn.session.expires);
  ctx.cookies.rememberDevice(signedIn.user.email);
  return { redirectTo: signedIn.redirectTo, passwordRemoved: signedIn.passwordRemoved };
}

/** Sign-up, sign-in (password, magic link, code), verification, password reset and sign-out. */
export const authRouter = {
  /**
   * Creates an unverified account and mails the verification link; from a team invitation link
   * for the same address, creates it verified, joins the team and signs in.
   */
  signUp: publicProcedure.input(SignUpInput).mutation(async ({ ctx, input }) => {
    // Per client as well as per address: one source must not create accounts (and mail them)
    // for any number of addresses.
    await ctx.rateLimit.enforce("signInIp", ctx.ip);
    await enforceMailLimits(ctx, input.email);
    const { email, signedIn } = await signUp(ctx.db, { ...input, locale: ctx.locale }, ctx.mail);
    // From a team invitation for the same address: verified by it and signed in at once.
    if (signedIn) return { email, signedIn: true as const, ...startWebSession(ctx, signedIn) };
    return { email, signedIn: false as const };
  }),

  /** Mails the verification link again (only an existing unverified account gets one). */
  resendVerification: publicProcedure
    .input(ResendVerificationInput)
    .mutation(async ({ ctx, input }) => {
      await enforceMailLimits(ctx, input.email);
      return resendVerification(ctx.db, input, ctx.mail);
    }),

  /** Uses a verification link and signs the user in. */
  verifyEmail: tokenLinkProcedure
    .input(MailedTokenInput)
    .mutation(async ({ ctx, input }) => startWebSession(ctx, await verifyEmail(ctx.db, input))),

  /** Password sign-in for the web. */
  signIn: publicProcedure.input(SignInInput).mutation(async ({ ctx, input }) => {
    await enforcePasswordLimits(ctx, input.email);
    return startWebSession(ctx, await signInWithPassword(ctx.db, input));
  }),

  /** Mails a magic link and code to an existing account. */
  requestMagicLink: publicProcedure
    .input(RequestMagicLinkInput)
    .mutation(async ({ ctx, input }) => {
      await enforceMailLimits(ctx, input.email);
      return requestMagicLink(ctx.db, input, ctx.mail);
    }),

  /** Signs in with the 6-digit code from the magic-link mail. */
  verifyOtp: publicProcedure.input(VerifyOtpInput).mutation(async ({ ctx, input }) => {
    // On top of the code's own attempt counter: caps guesses per address across codes.
    await ctx.rateLimit.enforce("otpAttempt", input.email);
    return startWebSession(ctx, await verifyOtp(ctx.db, input));
  }),

  /** Signs in with the link from the magic-link mail. */
  verifyMagicLink: tokenLinkProcedure
    .input(MailedTokenInput)
    .mutation(async ({ ctx, input }) => startWebSession(ctx, await verifyMagicLink(ctx.db, input))),

  /** Mails a password reset link to an existing account. */
  requestPasswordReset: publicProcedure
    .input(RequestPasswordResetInput)
    .mutation(async ({ ctx, input }) => {
      await enforceMailLimits(ctx, input.email);
      return requestPasswordReset(ctx.db, input, ctx.mail);
    }),

  /** Whether a reset link is still usable (does not use it). */
  checkResetToken: tokenLinkProcedure
    .input(MailedTokenInput)
    .query(({ ctx, input }) => checkResetToken(ctx.db, input)),

  /** Sets a new password with a reset link, ends all sessions and signs in afresh. */
  resetPassword: tokenLinkProcedure
    .input(ResetPasswordInput)
    .mutation(async ({ ctx, input }) => startWebSession(ctx, await resetPassword(ctx.db, input))),

  /**
   * Ends the current session (cookie or Bearer) and clears the cookie; fine when signed out.
   * Signing out while impersonating signs the browser out of both accounts: the impersonation is
   * stopped (and audited), and the admin's own session, which only this browser's cookie still
   * holds, ends too instead of staying valid until it expires.
   */
  signOut: publicProcedure.mutation(async ({ ctx }) => {
    const { impersonationEnded } = await signOut(ctx.db, {
      session: ctx.session,
      sessionToken: ctx.sessionToken,
      adminToken: ctx.impersonator.token,
      ip: ctx.ip,
    });
    if (impersonationEnded) ctx.cookies.clearImpersonator();
    ctx.cookies.clearSession();
    return { ok: true as const };
  }),

  /**
   * The mobile app's sign-in, by password or by the magic-link mail's code, with the web's limits
   * and errors: returns the token for `Authorization: Bearer` of a new mobile session (no cookie).
   * Never from an impersonated session: an admin must not get a session of their own for the user.
   */
  createMobileSession: publicProcedure
    .meta({ impersonation: "deny" })
    .input(CreateMobileSessionInput)
    .mutation(async ({ ctx, input }): Promise<MobileSignIn> => {
      if (input.method === "password") await enforcePasswordLimits(ctx, input.email);
      else await ctx.rateLimit.enforce("otpAttempt", input.email);
      return signInMobile(ctx.db, input);
    }),

  /**
   * Starts an email change (current password first): mails a link to the new address; the
   * account changes only when it is opened.
   */
  requestEmailChange: protectedProcedure
    .input(ChangeEmailInput)
    .mutation(async ({ ctx, input }) => {
      await enforcePasswordLimits(ctx, ctx.user.email);
      await enforceMailLimits(ctx, input.email);
      return requestEmailChange(
        ctx.db,
        {
          userId: ctx.user.id,
          currentPassword: input.currentPassword,
          newEmail: input.email,
          locale: ctx.locale,
        },
        ctx.mail,
      );
    }),

  /** Opens an email change link: the account switches to the new address. */
  confirmEmailChange: tokenLinkProcedure
    .input(MailedTokenInput)
    .mutation(({ ctx, input }) => confirmEmailChange(ctx.db, input)),

  /** Changes the signed-in user's password and signs out their other sessions. */
  changePassword: protectedProcedure.input(ChangePasswordInput).mutation(async ({ ctx, input }) => {
    // A stolen session must not become an unlimited oracle for the account's password.
    await enforcePasswordLimits(ctx, ctx.user.email);
    await changePassword(ctx.db, {
      userId: ctx.user.id,
      currentPassword: input.currentPassword,
      newPassword: input.newPassword,
      keepSessionToken: ctx.sessionToken,
    });
    return { ok: true as const };
  }),
} satisfies TRPCRouterRecord;
