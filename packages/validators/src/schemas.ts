import { z } from "zod";

export const OTP_LENGTH = 6;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;

/** Postgres cannot store NUL, and no control character belongs in a name or an address. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const SINGLE_LINE_CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex -- as above
const MULTI_LINE_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]|\r(?!\n)/;

/** A JSON `\udfff` escape decodes to a lone surrogate, which has no UTF-8 form. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function hasOnlyTextCharacters(value: string, options: { multiLine?: boolean } = {}) {
  return (
    !(options.multiLine ? MULTI_LINE_CONTROL : SINGLE_LINE_CONTROL).test(value) &&
    !LONE_SURROGATE.test(value)
  );
}

/** Refuses control characters before any other check. Build every free-text field on it. */
export function singleLineText() {
  return z
    .string()
    .trim()
    .refine((value) => hasOnlyTextCharacters(value), {
      error: "validation.controlCharacters",
      abort: true,
    });
}

export function multiLineText() {
  return z.string().refine((value) => hasOnlyTextCharacters(value, { multiLine: true }), {
    error: "validation.controlCharacters",
    abort: true,
  });
}

/** The pipe makes an empty value say "Required" instead of "Invalid email". */
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1)
  .max(EMAIL_MAX_LENGTH)
  .pipe(z.email());

/** One message for every failure, empty included ("Please enter a valid email address."). */
export const newsletterEmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH, { error: "validation.newsletterEmail" })
  .pipe(z.email({ error: "validation.newsletterEmail" }));

export const nameSchema = singleLineText().min(1).max(NAME_MAX_LENGTH);

export const otpSchema = z
  .string()
  .trim()
  .min(1, { abort: true })
  .min(OTP_LENGTH, { error: "validation.otpTooShort", abort: true })
  .max(OTP_LENGTH)
  .regex(/^\d+$/, { error: "validation.otpDigits" });

export const mailedTokenSchema = singleLineText().min(1).max(512);

export const MailedTokenInput = z.object({ token: mailedTokenSchema });
