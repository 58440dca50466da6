import { z } from "zod";

import { PASSWORD_MAX_LENGTH, passwordSchema } from "./password";
import { emailSchema, mailedTokenSchema, nameSchema, otpSchema } from "./schemas";
import { idSchema } from "./teams";

/** The sign-up form; the procedure also takes the invitation link's token it may come from. */
export const SignUpForm = z.object({
  name: nameSchema,
  email: emailSchema,
  password: passwordSchema,
});
export const SignUpInput = SignUpForm.extend({ invitationToken: mailedTokenSchema.optional() });
export type SignUpInput = z.infer<typeof SignUpInput>;

/**
 * A password being checked, not chosen: no strength rules (they would reject passwords set before
 * a rule changed), only a bound so hashing stays cheap.
 */
export const currentPasswordSchema = z.string().min(1).max(PASSWORD_MAX_LENGTH);

/**
 * Password sign-in (the web form, `auth.signIn` and the mobile app's `auth.createMobileSession`):
 * the password is checked, not chosen, so only its bounds apply.
 */
export const SignInInput = z.object({ email: emailSchema, password: currentPasswordSchema });
export type SignInInput = z.infer<typeof SignInInput>;

/**
 * Requests that only name an address. One object per intent, so each can grow on its own; they
 * answer alike for known and unknown addresses.
 */
const emailOnly = z.object({ email: emailSchema });
/** Asking for a magic link and code. */
export const RequestMagicLinkInput = emailOnly;
/** Asking for a password reset link. */
export const RequestPasswordResetInput = emailOnly;
/** Asking for the verification mail again. */
export const ResendVerificationInput = emailOnly;

/** The code screen holds the code; the procedure also takes the address it was mailed to. */
export const VerifyOtpForm = z.object({ code: otpSchema });
export const VerifyOtpInput = VerifyOtpForm.extend({ email: emailSchema });

/** The phone's name as its owner will see it among their sessions. */
export const deviceNameSchema = z.string().trim().min(1).max(100);

/**
 * The mobile app's sign-in (`auth.createMobileSession`): by password or by the magic-link mail's
 * code, for one named device; the same fields and rules as the web's forms.
 */
export const CreateMobileSessionInput = z.discriminatedUnion("method", [
  SignInInput.extend({ method: z.literal("password"), deviceName: deviceNameSchema }),
  VerifyOtpInput.extend({ method: z.literal("code"), deviceName: deviceNameSchema }),
]);
export type CreateMobileSessionInput = z.infer<typeof CreateMobileSessionInput>;

/** The new password for a reset link; the procedure also takes the link's token. */
export const ResetPasswordForm = z.object({ password: passwordSchema });
export const ResetPasswordInput = ResetPasswordForm.extend({ token: mailedTokenSchema });

/** The password section of the account settings: the current password and a new one. */
export const ChangePasswordInput = z.object({
  currentPassword: currentPasswordSchema,
  newPassword: passwordSchema,
});

/** The account's name (account settings, onboarding). */
export const UpdateNameInput = z.object({ name: nameSchema });

/**
 * Longest avatar upload, as base64: the browser sends the cropped square, already scaled down, so
 * it fits the API's 100 kB request limit with room for the JSON around it.
 */
export const AVATAR_UPLOAD_MAX_LENGTH = 90_000;

/** A new avatar: the cropped image as base64 (the server checks, re-encodes and resizes it). */
export const UpdateAvatarInput = z.object({
  image: z
    .string()
    .min(1)
    .max(AVATAR_UPLOAD_MAX_LENGTH)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, { error: "validation.invalidImage" }),
});

/** An avatar by its id (the cacheable avatar route). */
export const AvatarIdInput = z.object({ id: idSchema });

/** The email section of the account settings: the new address, confirmed by the password. */
export const ChangeEmailInput = z.object({
  email: emailSchema,
  currentPassword: currentPasswordSchema,
});

/** Deleting one's own account, confirmed by the password. */
export const DeleteAccountInput = z.object({ currentPassword: currentPasswordSchema });
