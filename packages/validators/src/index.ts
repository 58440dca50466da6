export * from "./errors";
export * from "./validation-keys";
export * from "./describe-issue";
export * from "./error-map";
export * from "./password";
export * from "./schemas";
export * from "./teams";
export * from "./auth";
