"use server";

import type { NewsletterSignupState } from "~/components/newsletter/newsletter-signup-state";
import { formValue } from "~/forms/form-value";
import { actionError } from "~/server/actions/action-error";
import { serverApi } from "~/trpc/server";

/**
 * Signs an address up for the newsletter (double opt-in) through `newsletter.subscribe`, so
 * validation, rate limits and the mail are the API's.
 */
export async function subscribeNewsletterAction(
  _previous: NewsletterSignupState,
  formData: unknown,
): Promise<NewsletterSignupState> {
  const email = formValue(formData, "email");
  try {
    await (await serverApi()).newsletter.subscribe({ email });
    return { status: "done", email: email.trim() };
  } catch (error) {
    const { message, fieldErrors } = await actionError(error, "newsletter sign-up");
    const field = fieldErrors?.find((fieldError) => fieldError.path === "email");
    return field
      ? { status: "invalid", email, message: field.message }
      : { status: "error", email, message };
  }
}
