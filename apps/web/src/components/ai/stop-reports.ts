import { createStopReports } from "@teamkit/validators";

/** This browser's, in localStorage: a report outlives a reload and goes from the next page. */
export const stopReports = createStopReports({
  get: (key) => Promise.resolve(localStorage.getItem(key)),
  set: (key, value) => Promise.resolve(localStorage.setItem(key, value)),
  remove: (key) => Promise.resolve(localStorage.removeItem(key)),
});
