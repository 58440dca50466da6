import "server-only";

export type { BillingActivityAction, BillingActor } from "./activity";
export type { BillingEnv, LemonSqueezyConfig } from "./env";
export { assertBillingConfig, BillingConfigError, billingEnv, readBillingEnv } from "./env";
export type { Entitlements } from "./entitlements";
export { entitlementsOf, getEntitlements } from "./entitlements";
export { LemonSqueezyError, LemonSqueezyProvider } from "./lemonsqueezy";
export { currentPeriodEnd } from "./period";
export type { ProviderSubscription, WebhookEventName } from "./payload";
export type { OwnerChange, OwnerChangeMailDeps, OwnerChangeReason } from "./owner-change";
export {
  cancelOnOwnerChange,
  mailOwnersAboutCancellation,
  ownerChangeBilling,
} from "./owner-change";
export type { BillingProvider, CheckoutRequest, PortalUrls, ProrationMode } from "./provider";
export { billingProvider, billingSimulator, WEBHOOK_PATH } from "./providers";
export type { ReconcileReport } from "./reconcile";
export { reconcileBilling } from "./reconcile";
export { payloadHash, signWebhook, verifyWebhookSignature } from "./signature";
export type { SimulatedCard, SimulatorStep, WebhookTransport } from "./simulator";
export {
  BillingSimulator,
  httpTransport,
  SIMULATOR_STEPS,
  SIMULATOR_STORE_ID,
  SIMULATOR_VARIANTS,
} from "./simulator";
export type { SubscriptionStatus } from "./status";
export {
  INCOMPLETE_LIFETIME_MS,
  isFinal,
  mapProviderStatus,
  SUBSCRIPTION_STATUSES,
} from "./status";
export type { SubscriptionView } from "./subscriptions";
export {
  cancelSubscription,
  billingColumns,
  cancelSubscriptionsOfTeams,
  getBilling,
  getTeamBilling,
  teamBillingOf,
  pauseSubscription,
  portalUrl,
  resumeSubscription,
  startCheckout,
  switchPlan,
} from "./subscriptions";
export type { EventOutcome, WebhookReceipt } from "./webhooks";
export {
  applyWebhookEvent,
  DELETED_TEAM_FLAGS,
  handleWebhook,
  MAX_WEBHOOK_ATTEMPTS,
  pruneWebhookBodies,
  receiveWebhook,
  retryWebhookEvents,
  WEBHOOK_RETRY_BASE_MS,
} from "./webhooks";
