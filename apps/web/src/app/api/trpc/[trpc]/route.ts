import { fetchRequestHandler } from "@trpc/server/adapters/fetch";

import { appRouter, createContext } from "@teamkit/api";

function handler(req: Request) {
  return fetchRequestHandler({
    endpoint: "/api/trpc",
    router: appRouter,
    req,
    createContext: ({ resHeaders }) => createContext({ headers: req.headers, resHeaders }),
    onError({ error, path }) {
      if (error.code === "INTERNAL_SERVER_ERROR")
        console.error(`tRPC ${path ?? "?"} failed:`, error.cause ?? error);
    },
  });
}

export const dynamic = "force-dynamic";
export { handler as GET, handler as POST };
