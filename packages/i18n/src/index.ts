export * from "./config";
export * from "./messages";
export * from "./translator";
