export { errorSummary } from "@teamkit/db/log";
