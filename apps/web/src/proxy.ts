import createMiddleware from "next-intl/middleware";

import { routing } from "./i18n/routing";

/** Locale routing (Next 16 calls middleware "proxy"). Session checks happen in every procedure, not here. */
export default createMiddleware(routing);

export const config = {
  // Everything but API routes, Next internals and files with an extension.
  matcher: ["/((?!api|_next|_vercel|.*\\..*).*)"],
};
