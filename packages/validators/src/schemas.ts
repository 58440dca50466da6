import { z } from "zod";

/** Length of the one-time password sent with a magic link. */
export const OTP_LENGTH = 6;
/** Longest accepted person or team name. */
export const NAME_MAX_LENGTH = 100;
/** Longest email address a mail system accepts (RFC 5321's path limit less the angle brackets). */
export const EMAIL_MAX_LENGTH = 254;

/**
 * Control characters no single-line text accepts: C0 (NUL, escape, tab, line breaks…), DEL and C1.
 * Postgres cannot store NUL at all, and the others have no business in a name or an address.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const SINGLE_LINE_CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
/** Multi-line text also allows tab, line feed and CR LF; a lone CR is still refused. */
// eslint-disable-next-line no-control-regex -- as above
const MULTI_LINE_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]|\r(?!\n)/;

/**
 * Half of a UTF-16 surrogate pair without its other half. A JSON `\udfff` escape decodes to one;
 * it is not text and has no UTF-8 form, so databases refuse or mangle it.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * True when `value` is well-formed text without control characters (single-line), or with only
 * tab and line breaks among them (multi-line).
 */
export function hasOnlyTextCharacters(value: string, options: { multiLine?: boolean } = {}) {
  return (
    !(options.multiLine ? MULTI_LINE_CONTROL : SINGLE_LINE_CONTROL).test(value) &&
    !LONE_SURROGATE.test(value)
  );
}

/**
 * A single-line text input, trimmed: refuses control characters with a translated message before
 * any other check, so hostile input never reaches the database. Build every free-text field on it.
 */
export function singleLineText() {
  return z
    .string()
    .trim()
    .refine((value) => hasOnlyTextCharacters(value), {
      error: "validation.controlCharacters",
      abort: true,
    });
}

/** A multi-line text input (descriptions, messages): tab, LF and CR LF pass, other controls do not. */
export function multiLineText() {
  return z.string().refine((value) => hasOnlyTextCharacters(value, { multiLine: true }), {
    error: "validation.controlCharacters",
    abort: true,
  });
}

/**
 * An email address as we store it: trimmed and lower-cased. An empty value says "Required"
 * instead of "Invalid email", hence the pipe (the format check only runs on a non-empty string).
 */
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1)
  .max(EMAIL_MAX_LENGTH)
  .pipe(z.email());

/**
 * The newsletter sign-up's email: the spec gives it one message for every failure, empty included
 * ("Please enter a valid email address.").
 */
export const newsletterEmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH, { error: "validation.newsletterEmail" })
  .pipe(z.email({ error: "validation.newsletterEmail" }));

/** A person's or team's name: trimmed, 1–100 characters, no control characters. */
export const nameSchema = singleLineText().min(1).max(NAME_MAX_LENGTH);

/** The one-time password: exactly six digits; a shorter one has its own message. */
export const otpSchema = z
  .string()
  .trim()
  .min(1, { abort: true })
  .min(OTP_LENGTH, { error: "validation.otpTooShort", abort: true })
  .max(OTP_LENGTH)
  .regex(/^\d+$/, { error: "validation.otpDigits" });

/** A mailed token as it comes back from a link (256-bit, base64url; bounded, never hostile). */
export const mailedTokenSchema = singleLineText().min(1).max(512);

/** A mailed link's procedure input: the token it carries (verification, magic link, reset…). */
export const MailedTokenInput = z.object({ token: mailedTokenSchema });
