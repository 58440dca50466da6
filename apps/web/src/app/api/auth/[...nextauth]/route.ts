import { handlers } from "@teamkit/auth/next";

/** Auth.js's own endpoints (session, sign-out with CSRF protection). */
export const { GET, POST } = handlers;
export const dynamic = "force-dynamic";
