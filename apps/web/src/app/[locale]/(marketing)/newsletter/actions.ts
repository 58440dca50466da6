"use server";

import { TRPCError } from "@trpc/server";

import { errorSummary } from "@teamkit/api";

import type { NewsletterLinkState } from "~/components/newsletter/newsletter-link-state";
import { formValue } from "~/lib/form-value";
import { serverApi } from "~/trpc/server";

/** The outcome of a failed link, in the terms the page shows. */
function failure(error: unknown): NewsletterLinkState {
  // Used, expired, unknown or malformed token: the page explains the link is invalid.
  if (error instanceof TRPCError && error.code === "BAD_REQUEST") return { status: "invalid" };
  if (error instanceof TRPCError && error.code === "TOO_MANY_REQUESTS")
    return { status: "error", messageKey: "errors.tooManyRequests" };
  // Class and codes only: a failed query's message quotes its parameters.
  console.error(
    JSON.stringify({ level: "error", msg: "newsletter link failed", ...errorSummary(error) }),
  );
  return { status: "error", messageKey: "errors.internal" };
}

function token(formData: unknown): string {
  return formValue(formData, "token");
}

/** Confirms a subscription; posted by the confirm page's button, never run by a plain GET. */
export async function confirmNewsletterAction(
  _previous: NewsletterLinkState,
  formData: unknown,
): Promise<NewsletterLinkState> {
  try {
    await (await serverApi()).newsletter.confirm({ token: token(formData) });
    return { status: "done" };
  } catch (error) {
    return failure(error);
  }
}

/** Unsubscribes; posted by the unsubscribe page's button, never run by a plain GET. */
export async function unsubscribeNewsletterAction(
  _previous: NewsletterLinkState,
  formData: unknown,
): Promise<NewsletterLinkState> {
  try {
    await (await serverApi()).newsletter.unsubscribe({ token: token(formData) });
    return { status: "done" };
  } catch (error) {
    return failure(error);
  }
}
