"use client";

import type { QueryClient } from "@tanstack/react-query";

import { QueryClientProvider } from "@tanstack/react-query";
import { httpBatchLink, loggerLink } from "@trpc/client";
import { createTRPCReact } from "@trpc/react-query";
import { useLocale } from "next-intl";
import { useState } from "react";
import superjson from "superjson";
import { config as zodConfig } from "zod/v4/core";

import type { AppRouter } from "@teamkit/api/client";

import { isLoggableClientError } from "~/forms/client-errors";
import { API_MAX_BATCH_SIZE } from "~/http/api-limits";

import { makeQueryClient } from "./query-client";

// zod compiles object schemas with `new Function` when it may, and finds out by trying as each
// schema is built: under the Content-Security-Policy of the pages this provider serves (no
// 'unsafe-eval') that try is a reported violation. The auth and app layouts mount this provider
// above every form, so its module runs before a form's schemas are built.
if (typeof window !== "undefined") zodConfig({ jitless: true });

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
          // Server failures only: the refusals forms show (4xx) are no errors to report.
          enabled: (op) =>
            process.env.NODE_ENV === "development" &&
            op.direction === "down" &&
            op.result instanceof Error &&
            isLoggableClientError(op.result),
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
