/** What a newsletter link page shows: the button (idle), the result, or why it failed. */
export type NewsletterLinkState =
  | { status: "idle" }
  | { status: "done" }
  | { status: "invalid" }
  | { status: "error"; message: string };

/** A server action that uses a newsletter link posted from the page's form (`token` field). */
export type NewsletterLinkAction = (
  previous: NewsletterLinkState,
  formData: FormData,
) => Promise<NewsletterLinkState>;
