"use client";

import type { QueryClient } from "@tanstack/react-query";

import { QueryClientProvider } from "@tanstack/react-query";
import { httpBatchLink, loggerLink } from "@trpc/client";
import { createTRPCReact } from "@trpc/react-query";
import { useLocale } from "next-intl";
import { useState } from "react";
import superjson from "superjson";

import type { AppRouter } from "@teamkit/api/client";

import { API_MAX_BATCH_SIZE } from "~/lib/api-limits";

import { makeQueryClient } from "./query-client";

/** The typed tRPC hooks: `api.user.me.useQuery()`. */
export const api = createTRPCReact<AppRouter>();

let browserQueryClient: QueryClient | undefined;
function getQueryClient() {
  if (typeof window === "undefined") return makeQueryClient();
  browserQueryClient ??= makeQueryClient();
  return browserQueryClient;
}

export function TRPCReactProvider({ children }: { children: React.ReactNode }) {
  const queryClient = getQueryClient();
  const locale = useLocale();
  const [trpcClient] = useState(() =>
    api.createClient({
      links: [
        loggerLink({
          enabled: (op) =>
            process.env.NODE_ENV === "development" &&
            op.direction === "down" &&
            op.result instanceof Error,
        }),
        httpBatchLink({
          transformer: superjson,
          url: "/api/trpc",
          // The API refuses larger batches; the link splits them instead.
          maxItems: API_MAX_BATCH_SIZE,
          // The page's locale, so server messages come back in the language on screen.
          headers: () => ({ "x-teamkit-locale": locale }),
        }),
      ],
    }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <api.Provider client={trpcClient} queryClient={queryClient}>
        {children}
      </api.Provider>
    </QueryClientProvider>
  );
}
