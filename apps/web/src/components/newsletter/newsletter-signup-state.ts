/** What the newsletter sign-up form shows after a submission. */
export type NewsletterSignupState =
  | { status: "idle"; email: string }
  /** Signed up (or already subscribed: the answer is the same for every address). */
  | { status: "done"; email: string }
  /** The address was rejected; `message` goes under the field. */
  | { status: "invalid"; email: string; message: string }
  /** Anything else (rate limit, mail failure); `message` goes into the "Error" alert. */
  | { status: "error"; email: string; message: string };
