import "server-only";

export { appRouter, createCaller } from "./root";
export type { AppRouter } from "./root";
export { createContext, LOCALE_HEADER, resolveLocale } from "./context";
export type { Context } from "./context";
export { describeError } from "./trpc";
export { prepareDatabase, prepareServer } from "./setup";
export { localServicesEnabled } from "@teamkit/db";
export { localServicesInProduction, localServicesReachable } from "./local-services";
/** Class and code only: messages quote queries. */
export { errorSummary } from "@teamkit/db";
export type { ErrorSummary } from "@teamkit/db";
export { receiveBillingWebhook, WEBHOOK_MAX_BYTES } from "./billing-webhook";
export { assistantChatRefusal, handleAssistantChat } from "./assistant-chat";
export type { AssistantChatErrorBody, AssistantChatOptions } from "./assistant-chat";
