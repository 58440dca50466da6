export * from "./config";
export * from "./messages";
export * from "./translator";
export * from "./fatal-error";
export * from "./device-label";
