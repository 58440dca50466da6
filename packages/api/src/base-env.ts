/**
 * The environment's two reads that code which must stay light needs (the web app's proxy, its
 * static pages): the local-services switch and the app's public URL. Nothing else is imported.
 */
export { appUrl, localServicesEnabled } from "@teamkit/db/env";
