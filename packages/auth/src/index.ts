import "server-only";

export * from "./adapter";
export * from "./cookies";
export * from "./devices";
export * from "./env";
export * from "./expired";
export * from "./flows";
export * from "./new-sign-in";
export * from "./sessions";
export * from "./password";
export * from "./session";
export * from "./session-list";
export * from "./tokens";
export * from "./user-agent";
export * from "./two-factor";
export * from "./passkeys";
export * from "./recent-sign-in";
