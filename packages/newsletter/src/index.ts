import "server-only";

export type { NewsletterDeps } from "./subscriptions";
export {
  confirmNewsletterSubscription,
  subscribeToNewsletter,
  unsubscribeFromNewsletter,
} from "./subscriptions";
