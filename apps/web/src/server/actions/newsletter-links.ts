"use server";

import type { NewsletterLinkState } from "~/components/newsletter/newsletter-link-state";
import { formValue } from "~/forms/form-value";
import { actionError, isRefusal } from "~/server/actions/action-error";
import { serverApi } from "~/trpc/server";

type Api = Awaited<ReturnType<typeof serverApi>>;

async function followLink(
  formData: unknown,
  call: (api: Api, token: string) => Promise<unknown>,
): Promise<NewsletterLinkState> {
  try {
    await call(await serverApi(), formValue(formData, "token"));
    return { status: "done" };
  } catch (error) {
    // Used, expired, unknown or malformed token: the page explains the link is invalid.
    if (isRefusal(error) && error.code === "BAD_REQUEST") return { status: "invalid" };
    return { status: "error", message: (await actionError(error, "newsletter link")).message };
  }
}

/** Posted by the confirm page's button, never run by a plain GET (mail scanners open links). */
export async function confirmNewsletterAction(
  _previous: NewsletterLinkState,
  formData: unknown,
): Promise<NewsletterLinkState> {
  return followLink(formData, (api, token) => api.newsletter.confirm({ token }));
}

/** Posted by the unsubscribe page's button, never run by a plain GET. */
export async function unsubscribeNewsletterAction(
  _previous: NewsletterLinkState,
  formData: unknown,
): Promise<NewsletterLinkState> {
  return followLink(formData, (api, token) => api.newsletter.unsubscribe({ token }));
}
