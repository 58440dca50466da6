import { z } from "zod";

import { PASSWORD_MAX_LENGTH, passwordSchema } from "./password";
import { emailSchema, mailedTokenSchema, nameSchema, otpSchema, singleLineText } from "./schemas";
import { idSchema } from "./teams";

export const SignUpForm = z.object({
  name: nameSchema,
  email: emailSchema,
  password: passwordSchema,
});
export const SignUpInput = SignUpForm.extend({ invitationToken: mailedTokenSchema.optional() });
export type SignUpInput = z.infer<typeof SignUpInput>;

/** Checked, not chosen: strength rules would reject passwords set before a rule changed. */
export const currentPasswordSchema = z.string().min(1).max(PASSWORD_MAX_LENGTH);

export const SignInInput = z.object({ email: emailSchema, password: currentPasswordSchema });
export type SignInInput = z.infer<typeof SignInInput>;

/** One object per intent, so each can grow on its own. */
const emailOnly = z.object({ email: emailSchema });
export const RequestMagicLinkInput = emailOnly;
export const RequestPasswordResetInput = emailOnly;
export const ResendVerificationInput = emailOnly.extend({ forApp: z.boolean().optional() });

export const VerifyOtpForm = z.object({ code: otpSchema });
export const VerifyOtpInput = VerifyOtpForm.extend({ email: emailSchema });

export const deviceNameSchema = z.string().trim().min(1).max(100);

/** The app's sign-in: by password or by the mailed code, for one named device. */
export const CreateMobileSessionInput = z.discriminatedUnion("method", [
  SignInInput.extend({ method: z.literal("password"), deviceName: deviceNameSchema }),
  VerifyOtpInput.extend({ method: z.literal("code"), deviceName: deviceNameSchema }),
]);
export type CreateMobileSessionInput = z.infer<typeof CreateMobileSessionInput>;

/** The app's sign-up: no invitation link (those open on the web); then the mailed code. */
export const MobileSignUpInput = SignUpForm;
export const VerifyMobileSignUpInput = VerifyOtpInput.extend({ deviceName: deviceNameSchema });

/** RFC 7636: the verifier's alphabet and length, and the S256 challenge (base64url of SHA-256). */
const pkceVerifierSchema = z.string().regex(/^[A-Za-z0-9._~-]{43,128}$/);
const pkceChallengeSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);
const redirectUriSchema = z.string().min(1).max(500);

/** What the app asks the browser to approve (`/mobile/authorize`); the redirect is checked apart. */
export const MobileHandoffRequest = z.object({
  codeChallenge: pkceChallengeSchema,
  codeChallengeMethod: z.literal("S256"),
  redirectUri: redirectUriSchema,
  state: z
    .string()
    .regex(/^[\x21-\x7e]{1,200}$/)
    .optional(),
});
export type MobileHandoffRequest = z.infer<typeof MobileHandoffRequest>;

export const ExchangeMobileHandoffInput = z.object({
  code: mailedTokenSchema,
  codeVerifier: pkceVerifierSchema,
  redirectUri: redirectUriSchema,
  deviceName: deviceNameSchema,
});
export type ExchangeMobileHandoffInput = z.infer<typeof ExchangeMobileHandoffInput>;

export const ResetPasswordForm = z.object({ password: passwordSchema });
export const ResetPasswordInput = ResetPasswordForm.extend({ token: mailedTokenSchema });

export const ChangePasswordInput = z.object({
  currentPassword: currentPasswordSchema,
  newPassword: passwordSchema,
});

export const UpdateNameInput = z.object({ name: nameSchema });

export function setLocaleInput<const L extends readonly [string, ...string[]]>(locales: L) {
  return z.object({ locale: z.enum(locales) });
}

/** The browser sends the cropped, scaled square, so it fits the API's 100 kB request limit. */
export const AVATAR_UPLOAD_MAX_LENGTH = 90_000;

export const UpdateAvatarInput = z.object({
  image: z
    .string()
    .min(1)
    .max(AVATAR_UPLOAD_MAX_LENGTH)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, { error: "validation.invalidImage" }),
});

export const AvatarIdInput = z.object({ id: idSchema });

export const ChangeEmailInput = z.object({
  email: emailSchema,
  currentPassword: currentPasswordSchema,
});

/** The password typed again to confirm a sensitive step. */
export const CurrentPasswordInput = z.object({ currentPassword: currentPasswordSchema });

export const DeleteAccountInput = CurrentPasswordInput;

/** Makes the session recent again before a second factor or a passkey is added. */
export const ConfirmSignInInput = CurrentPasswordInput;

/** An authenticator's 6 digits or a recovery code (`xxxx-xxxx-xxxx-xxxx`), as typed. */
export const twoFactorCodeSchema = singleLineText()
  .min(1, { error: "validation.twoFactorCode" })
  .max(32, { error: "validation.twoFactorCode" })
  .regex(/^(?:[\d\s]{6,8}|[A-Za-z2-7\s-]{16,31})$/, { error: "validation.twoFactorCode" });

export const TwoFactorCodeForm = z.object({ code: twoFactorCodeSchema });

const appCodeSchema = singleLineText().regex(/^[\d\s]{6,8}$/, { error: "validation.appCode" });

const recoveryCodeSchema = singleLineText().regex(/^[A-Za-z2-7\s-]{16,31}$/, {
  error: "validation.recoveryCode",
});

/** Turning two-factor on proves the app works: its code only (no recovery codes exist yet). */
export const AppCodeForm = z.object({ code: appCodeSchema });

/** The sign-in's second step on the web: the challenge itself rides in an HttpOnly cookie. */
export const AnswerTwoFactorForm = TwoFactorCodeForm.extend({ trust: z.boolean().default(false) });

/** The second step's form, one kind of code at a time (the procedure takes either). */
export const AnswerTwoFactorWithAppForm = AnswerTwoFactorForm.extend({ code: appCodeSchema });
export const AnswerTwoFactorWithRecoveryForm = AnswerTwoFactorForm.extend({
  code: recoveryCodeSchema,
});

/** The app's second step: the challenge from its sign-in's answer. */
export const AnswerMobileTwoFactorInput = TwoFactorCodeForm.extend({
  challenge: mailedTokenSchema,
});
