import { z } from "zod";

import { PASSWORD_MAX_LENGTH, passwordSchema } from "./password";
import { emailSchema, mailedTokenSchema, nameSchema } from "./schemas";

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

/** The email section of the account settings: the new address, confirmed by the password. */
export const ChangeEmailInput = z.object({
  email: emailSchema,
  currentPassword: currentPasswordSchema,
});

/** Deleting one's own account, confirmed by the password. */
export const DeleteAccountInput = z.object({ currentPassword: currentPasswordSchema });
