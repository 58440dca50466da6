/** Where an app page sends a browser whose impersonation ran out (its route handler ends it). */
export const IMPERSONATION_END_PATH = "/app/admin/impersonation/end";
