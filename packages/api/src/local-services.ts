/**
 * The local-services switch alone, for code that must stay light (the web app's proxy): it reads
 * the environment and nothing else.
 */
export { localServicesEnabled } from "@teamkit/db/env";
