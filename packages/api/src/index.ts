import "server-only";

export { appRouter, createCaller } from "./root";
export type { AppRouter } from "./root";
export { createContext, LOCALE_HEADER, resolveLocale } from "./context";
export type { Context } from "./context";
export { describeError } from "./trpc";
export { prepareDatabase, prepareServer } from "./setup";
/** Local mailbox, demo seed and dev pages: on in development, off in production unless asked for. */
export { localServicesEnabled } from "@teamkit/db";
/** Errors reduced to class and code for the server log (never messages: they quote queries). */
export { errorSummary } from "@teamkit/db";
export type { ErrorSummary } from "@teamkit/db";
export { receiveBillingWebhook, reconcileBillingState, WEBHOOK_MAX_BYTES } from "./billing-webhook";
export { assistantChatRefusal, handleAssistantChat } from "./assistant-chat";
export type { AssistantChatErrorBody, AssistantChatOptions } from "./assistant-chat";
