import "server-only";

export { appRouter, createCaller } from "./root";
export type { AppRouter } from "./root";
export { createContext, LOCALE_HEADER, resolveLocale } from "./context";
export type { Context } from "./context";
export { prepareDatabase, prepareServer } from "./setup";
