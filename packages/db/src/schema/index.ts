export * from "./users";
export * from "./tokens";
export * from "./teams";
export * from "./billing";
export * from "./tasks";
export * from "./platform";
export * from "./ai";
export * from "./relations";
