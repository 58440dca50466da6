"use server";

import { TRPCError } from "@trpc/server";
import { getTranslations } from "next-intl/server";

import { errorSummary } from "@teamkit/api";

import type { NewsletterLinkState } from "~/components/newsletter/newsletter-link-state";
import { formValue } from "~/forms/form-value";
import { rateLimitRefusal } from "~/server/rate-limit-refusal";
import { serverApi } from "~/trpc/server";

/** The outcome of a failed link, in the terms the page shows (a rate limit says how long). */
async function failure(error: unknown): Promise<NewsletterLinkState> {
  // Used, expired, unknown or malformed token: the page explains the link is invalid.
  if (error instanceof TRPCError && error.code === "BAD_REQUEST") return { status: "invalid" };
  const refusal = await rateLimitRefusal(error);
  if (refusal !== null) return { status: "error", message: refusal };
  // Class and codes only: a failed query's message quotes its parameters.
  console.error(
    JSON.stringify({ level: "error", msg: "newsletter link failed", ...errorSummary(error) }),
  );
  return { status: "error", message: (await getTranslations())("errors.internal") };
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
    return await failure(error);
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
    return await failure(error);
  }
}
