import "server-only";

export * from "./adapter";
export * from "./cookies";
export * from "./devices";
export * from "./env";
export * from "./expired";
export * from "./flows";
export * from "./sessions";
export * from "./password";
export * from "./session";
export * from "./tokens";
export * from "./two-factor";
