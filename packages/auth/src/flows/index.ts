export type { ClockDeps, FlowDeps, SignInClient, SignInDeps } from "./deps";
export { mailLink, normaliseEmail } from "./deps";
export type { OneTimeTokenType } from "./one-time-tokens";
export {
  CODE_LIFETIME_MS,
  MAX_CODE_ATTEMPTS,
  ONE_TIME_TOKEN_LIFETIMES_MS,
  consumeOneTimeToken,
  isOneTimeTokenUsable,
  issueOneTimeToken,
} from "./one-time-tokens";
export type {
  SignedIn,
  SignedInUser,
  SignInOutcome,
  SignInRedirect,
  TwoFactorRequired,
} from "./complete-sign-in";
export { needsSecondFactor, redirectAfterSignIn } from "./complete-sign-in";
export { signUp } from "./sign-up";
export {
  resendVerification,
  sendVerificationMail,
  verifyEmail,
  verifyEmailCode,
  VERIFY_EMAIL_PATH,
} from "./email-verification";
export { signInWithPassword } from "./password-sign-in";
export type { MobileSignIn } from "./mobile-sign-in";
export { mobileSignIn, signInMobile, verifySignUpMobile } from "./mobile-sign-in";
export type { HandoffRedirects } from "./mobile-handoff";
export {
  approveMobileHandoff,
  exchangeMobileHandoff,
  handoffRedirect,
  isAllowedHandoffRedirect,
  MOBILE_APP_SCHEME,
} from "./mobile-handoff";
export { MAGIC_LINK_PATH, requestMagicLink, verifyMagicLink, verifyOtp } from "./magic-link";
export {
  checkResetToken,
  requestPasswordReset,
  resetPassword,
  RESET_PASSWORD_PATH,
} from "./password-reset";
export { changePassword } from "./change-password";
export {
  confirmCurrentPassword,
  confirmEmailChange,
  EMAIL_CHANGE_PATH,
  requestEmailChange,
} from "./email-change";
