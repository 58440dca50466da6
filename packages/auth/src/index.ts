import "server-only";

export * from "./env";
export * from "./password";
export * from "./session";
export * from "./tokens";
