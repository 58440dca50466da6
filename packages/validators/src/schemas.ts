import { z } from "zod";

/** Length of the one-time password sent with a magic link. */
export const OTP_LENGTH = 6;
/** Longest accepted person or team name. */
export const NAME_MAX_LENGTH = 100;

/**
 * An email address as we store it: trimmed and lower-cased. An empty value says "Required"
 * instead of "Invalid email", hence the pipe (the format check only runs on a non-empty string).
 */
export const emailSchema = z.string().trim().toLowerCase().min(1).pipe(z.email());

/**
 * The newsletter sign-up's email: the spec gives it one message for every failure, empty included
 * ("Please enter a valid email address.").
 */
export const newsletterEmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: "validation.newsletterEmail" }));

/** A person's or team's name: trimmed, 1–100 characters. */
export const nameSchema = z.string().trim().min(1).max(NAME_MAX_LENGTH);

/** The one-time password: exactly six digits (spec §5 names the too-short message). */
export const otpSchema = z
  .string()
  .trim()
  .min(1, { abort: true })
  .min(OTP_LENGTH, { error: "validation.otpTooShort", abort: true })
  .max(OTP_LENGTH)
  .regex(/^\d+$/, { error: "validation.otpDigits" });
