// What the web app's error hook needs, without loading the API: it runs in both runtimes.
export { errorSummary } from "@teamkit/db/log";
