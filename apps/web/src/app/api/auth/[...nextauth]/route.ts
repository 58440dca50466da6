import type { NextRequest } from "next/server";

import { authEnv } from "@teamkit/auth/env";
import { handlers } from "@teamkit/auth/next";

import { refuseCrossOrigin } from "~/http/same-origin";

/** Auth.js's endpoints; a cookie-authenticated post must come from the app's own origin. */
export const { GET } = handlers;

export function POST(req: NextRequest) {
  const refused = refuseCrossOrigin(req.headers, authEnv().APP_URL);
  if (refused) return new Response(null, { status: refused.status });
  return handlers.POST(req);
}

export const dynamic = "force-dynamic";
