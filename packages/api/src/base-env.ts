/** For code that must stay light (the web app's proxy, static pages): nothing else is imported. */
export { appUrl, localServicesEnabled } from "@teamkit/db/env";
