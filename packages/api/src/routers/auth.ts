import type { TRPCRouterRecord } from "@trpc/server";

import type { MobileSignIn, SignInClient, SignInOutcome, SignInRedirect } from "@teamkit/auth";
import {
  answerTwoFactorChallenge,
  approveMobileHandoff,
  authEnv,
  changePassword,
  checkResetToken,
  confirmEmailChange,
  exchangeMobileHandoff,
  mobileSignIn,
  needsSecondFactor,
  passkeySignInOptions,
  readCookie,
  removePassword,
  requestEmailChange,
  requestMagicLink,
  requestPasswordReset,
  resendVerification,
  resetPassword,
  signInMobile,
  signInWithPasskey,
  signInWithPassword,
  signUp,
  TRUSTED_BROWSER_COOKIE,
  TWO_FACTOR_CHALLENGE_COOKIE,
  verifyEmail,
  verifyMagicLink,
  verifyOtp,
  verifySignUpMobile,
} from "@teamkit/auth";
import { signOut } from "@teamkit/flows";
import {
  AnswerMobileTwoFactorInput,
  AnswerTwoFactorForm,
  ChangeEmailInput,
  ChangePasswordInput,
  CreateMobileSessionInput,
  ExchangeMobileHandoffInput,
  MailedTokenInput,
  MobileHandoffRequest,
  MobileSignUpInput,
  RemovePasswordInput,
  RequestMagicLinkInput,
  RequestPasswordResetInput,
  ResendVerificationInput,
  ResetPasswordInput,
  SignInInput,
  SignInWithPasskeyInput,
  SignUpInput,
  VerifyMobileSignUpInput,
  VerifyOtpInput,
} from "@teamkit/validators";

import type { Context } from "../context";
import { enforceCodeLimit, enforceMailLimits, enforcePasswordLimits } from "../limits";
import { refuseDemoSignInFromAfar } from "../local-services";
import { noticeMobileSignIn, noticeWebSignIn, userAgentOf } from "../sign-in-notice";
import { protectedProcedure, publicProcedure, tokenLinkProcedure } from "../trpc";

// Enumeration rule: signIn, createMobileSession, verifyMobileSignUp, requestMagicLink, requestPasswordReset and
// resendVerification answer every address alike (status, body, timing, limits). Only signUp may say
// an email is in use (and mobileSignUp, its twin); `auth.errors.emailNotFound` belongs to the admin area alone.

/** An anonymous request for a mailed link, within the address's and the IP's mail budget. */
function mailRequest(
  schema: typeof RequestMagicLinkInput,
  flow: (
    db: Context["db"],
    input: { email: string },
    deps: Context["mail"],
  ) => Promise<{ sent: true }>,
) {
  return publicProcedure.input(schema).mutation(async ({ ctx, input }) => {
    await enforceMailLimits(ctx, input.email);
    return flow(ctx.db, input, ctx.mail);
  });
}

/** The browser's part in a sign-in: its user agent, and its "trust this browser" cookie. */
function webClient(ctx: Context): SignInClient {
  return {
    userAgent: userAgentOf(ctx),
    trustedBrowser: readCookie(ctx.headers.get("cookie"), TRUSTED_BROWSER_COOKIE),
  };
}

function mobileClient(ctx: Context): Pick<SignInClient, "userAgent"> {
  return { userAgent: userAgentOf(ctx) };
}

export const TWO_FACTOR_PATH = "/auth/two-factor";

/**
 * A session's cookie, or, when the account has two-factor sign-in, the challenge's cookie and the
 * page that asks for the code. The challenge never reaches scripts or URLs.
 */
async function startWebSession(
  ctx: Context,
  outcome: SignInOutcome,
): Promise<{ redirectTo: SignInRedirect | typeof TWO_FACTOR_PATH; passwordRemoved: boolean }> {
  if (needsSecondFactor(outcome)) {
    ctx.cookies.setTwoFactorChallenge(outcome.challenge.token, outcome.challenge.expires);
    return { redirectTo: TWO_FACTOR_PATH, passwordRemoved: outcome.passwordRemoved };
  }
  ctx.cookies.setSession(outcome.session.token, outcome.session.expires);
  // A sign-in supersedes a way back to an admin's session that ran out in this browser.
  ctx.cookies.clearImpersonator();
  await noticeWebSignIn(ctx, outcome.user);
  return { redirectTo: outcome.redirectTo, passwordRemoved: outcome.passwordRemoved };
}

export const authRouter = {
  signUp: publicProcedure.input(SignUpInput).mutation(async ({ ctx, input }) => {
    // Per client as well as per address: one source must not create accounts (and mail them)
    // for any number of addresses.
    await ctx.rateLimit.enforce("signInIp", ctx.network);
    await enforceMailLimits(ctx, input.email);
    const { email, signedIn } = await signUp(
      ctx.db,
      { ...input, locale: ctx.locale },
      { ...ctx.mail, ...webClient(ctx) },
    );
    if (signedIn)
      return { email, signedIn: true as const, ...(await startWebSession(ctx, signedIn)) };
    return { email, signedIn: false as const };
  }),

  /** The app's sign-up: the web's rules and limits; the mail's code then signs the app in. */
  mobileSignUp: publicProcedure
    .meta({ impersonation: "deny" })
    .input(MobileSignUpInput)
    .mutation(async ({ ctx, input }) => {
      await ctx.rateLimit.enforce("signInIp", ctx.network);
      await enforceMailLimits(ctx, input.email);
      const { email } = await signUp(
        ctx.db,
        { ...input, locale: ctx.locale, forApp: true },
        ctx.mail,
      );
      return { email };
    }),

  verifyMobileSignUp: publicProcedure
    .meta({ impersonation: "deny" })
    .input(VerifyMobileSignUpInput)
    .mutation(async ({ ctx, input }): Promise<MobileSignIn> => {
      await enforceCodeLimit(ctx, input.email);
      return noticeMobileSignIn(
        ctx,
        await verifySignUpMobile(ctx.db, input, mobileClient(ctx)),
        input.deviceName,
      );
    }),

  resendVerification: publicProcedure
    .input(ResendVerificationInput)
    .mutation(async ({ ctx, input }) => {
      await enforceMailLimits(ctx, input.email);
      return resendVerification(ctx.db, input, ctx.mail);
    }),

  verifyEmail: tokenLinkProcedure
    .input(MailedTokenInput)
    .mutation(async ({ ctx, input }) =>
      startWebSession(ctx, await verifyEmail(ctx.db, input, webClient(ctx))),
    ),

  signIn: publicProcedure.input(SignInInput).mutation(async ({ ctx, input }) => {
    refuseDemoSignInFromAfar(ctx, input.email);
    await enforcePasswordLimits(ctx, input.email);
    return startWebSession(ctx, await signInWithPassword(ctx.db, input, webClient(ctx)));
  }),

  /**
   * A fresh challenge for the login page's passkey button and its autofill: signed, not stored,
   * so it is as cheap as the page and not rate limited; answering it is (`signInWithPasskey`).
   */
  passkeyOptions: publicProcedure.mutation(() => passkeySignInOptions(new Date())),

  /** Both factors at once: never a two-factor challenge, and no password limits to spend. */
  signInWithPasskey: publicProcedure
    .input(SignInWithPasskeyInput)
    .mutation(async ({ ctx, input }) => {
      await ctx.rateLimit.enforce("signInIp", ctx.network);
      const outcome = await signInWithPasskey(
        ctx.db,
        {
          response: { ...input.response, clientExtensionResults: {} },
        },
        { client: webClient(ctx), mail: ctx.mail },
      );
      return startWebSession(ctx, outcome);
    }),

  requestMagicLink: mailRequest(RequestMagicLinkInput, requestMagicLink),

  verifyOtp: publicProcedure.input(VerifyOtpInput).mutation(async ({ ctx, input }) => {
    await enforceCodeLimit(ctx, input.email);
    return startWebSession(ctx, await verifyOtp(ctx.db, input, webClient(ctx)));
  }),

  verifyMagicLink: tokenLinkProcedure
    .input(MailedTokenInput)
    .mutation(async ({ ctx, input }) =>
      startWebSession(ctx, await verifyMagicLink(ctx.db, input, webClient(ctx))),
    ),

  requestPasswordReset: mailRequest(RequestPasswordResetInput, requestPasswordReset),

  checkResetToken: tokenLinkProcedure
    .input(MailedTokenInput)
    .query(({ ctx, input }) => checkResetToken(ctx.db, input)),

  resetPassword: tokenLinkProcedure
    .input(ResetPasswordInput)
    .mutation(async ({ ctx, input }) =>
      startWebSession(ctx, await resetPassword(ctx.db, input, webClient(ctx))),
    ),

  /**
   * The sign-in's second step in the browser. Per client like a password; each challenge takes 5
   * wrong codes and each account 10 an hour.
   */
  answerTwoFactor: publicProcedure.input(AnswerTwoFactorForm).mutation(async ({ ctx, input }) => {
    await ctx.rateLimit.enforce("signInIp", ctx.network);
    const token = readCookie(ctx.headers.get("cookie"), TWO_FACTOR_CHALLENGE_COOKIE) ?? "";
    const { outcome, trusted } = await answerTwoFactorChallenge(
      ctx.db,
      { token, code: input.code, trust: input.trust },
      { kind: "web", mail: ctx.mail },
    );
    ctx.cookies.clearTwoFactorChallenge();
    if (trusted) ctx.cookies.trustBrowser(trusted.token, trusted.expires);
    return startWebSession(ctx, outcome);
  }),

  /**
   * Also ends the admin's own session when impersonating, which only this browser's cookie holds.
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
   * The app's sign-in by password or mailed code: the token of a new mobile session, no cookie.
   * Never from an impersonated session: an admin must not get a session of their own for the user.
   */
  createMobileSession: publicProcedure
    .meta({ impersonation: "deny" })
    .input(CreateMobileSessionInput)
    .mutation(async ({ ctx, input }): Promise<MobileSignIn> => {
      if (input.method === "password") {
        refuseDemoSignInFromAfar(ctx, input.email);
        await enforcePasswordLimits(ctx, input.email);
      } else await enforceCodeLimit(ctx, input.email);
      return noticeMobileSignIn(
        ctx,
        await signInMobile(ctx.db, input, mobileClient(ctx)),
        input.deviceName,
      );
    }),

  /** The app's second step: the challenge its sign-in answered with, and a code. */
  answerMobileTwoFactor: publicProcedure
    .meta({ impersonation: "deny" })
    .input(AnswerMobileTwoFactorInput)
    .mutation(async ({ ctx, input }): Promise<MobileSignIn> => {
      await ctx.rateLimit.enforce("signInIp", ctx.network);
      const { outcome, deviceName } = await answerTwoFactorChallenge(
        ctx.db,
        { token: input.challenge, code: input.code },
        { kind: "mobile", mail: ctx.mail },
      );
      return noticeMobileSignIn(ctx, mobileSignIn(outcome), deviceName ?? "");
    }),

  /** Sign-in ways only the web has reach the app through the browser (RFC 8252, PKCE). */
  mobileHandoff: {
    approve: protectedProcedure
      .meta({ impersonation: "deny" })
      .input(MobileHandoffRequest)
      .mutation(async ({ ctx, input }) => {
        await ctx.rateLimit.enforce("signInIp", ctx.network);
        const { APP_URL, mobileLoopbackOrigin } = authEnv();
        return approveMobileHandoff(
          ctx.db,
          { user: ctx.user, request: input },
          { appUrl: APP_URL, loopbackOrigin: mobileLoopbackOrigin },
        );
      }),

    exchange: publicProcedure
      .meta({ impersonation: "deny" })
      .input(ExchangeMobileHandoffInput)
      .mutation(async ({ ctx, input }): Promise<MobileSignIn> => {
        await ctx.rateLimit.enforce("signInIp", ctx.network);
        return noticeMobileSignIn(
          ctx,
          await exchangeMobileHandoff(ctx.db, input),
          input.deviceName,
        );
      }),
  },

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

  confirmEmailChange: tokenLinkProcedure
    .input(MailedTokenInput)
    .mutation(({ ctx, input }) => confirmEmailChange(ctx.db, input)),

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

  /** Only with a passkey to sign in with instead; takes the password, as changing it does. */
  removePassword: protectedProcedure.input(RemovePasswordInput).mutation(async ({ ctx, input }) => {
    await enforcePasswordLimits(ctx, ctx.user.email);
    await removePassword(ctx.db, {
      userId: ctx.user.id,
      currentPassword: input.currentPassword,
      keepSessionToken: ctx.sessionToken,
    });
    return { ok: true as const };
  }),
} satisfies TRPCRouterRecord;
