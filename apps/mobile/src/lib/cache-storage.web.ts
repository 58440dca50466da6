/** The web build keeps the offline copy of the query cache where the session is: localStorage. */
export { storage as cacheStorage } from "./storage";
