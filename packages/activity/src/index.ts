import "server-only";

export type { ActivityActor, ActivityEntry } from "./record";
export { recordActivity } from "./record";
