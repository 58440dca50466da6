"use server";

import { TRPCError } from "@trpc/server";
import { getLocale } from "next-intl/server";

import { describeError, errorSummary } from "@teamkit/api";

import type { NewsletterSignupState } from "~/components/newsletter/newsletter-signup-state";
import { formValue } from "~/forms/form-value";
import { serverApi } from "~/trpc/server";

/**
 * Signs an address up for the newsletter (double opt-in): posted by the sign-up form. It calls the
 * `newsletter.subscribe` procedure, so validation, rate limits and the mail are the API's; failures
 * come back in the page's language.
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
    const failure =
      error instanceof TRPCError
        ? error
        : new TRPCError({ code: "INTERNAL_SERVER_ERROR", cause: error });
    if (failure.code === "INTERNAL_SERVER_ERROR")
      // Class and codes only: a failed query's message quotes its parameters.
      console.error(
        JSON.stringify({
          level: "error",
          msg: "newsletter sign-up failed",
          ...errorSummary(error),
        }),
      );
    const { message, data } = describeError(failure, await getLocale());
    const field = data.fieldErrors?.find((fieldError) => fieldError.path === "email");
    return field
      ? { status: "invalid", email, message: field.message }
      : { status: "error", email, message };
  }
}
