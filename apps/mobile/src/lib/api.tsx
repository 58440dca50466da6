import type { ReactNode } from "react";

import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { httpBatchLink, TRPCClientError } from "@trpc/client";
import { createTRPCReact } from "@trpc/react-query";
import { useEffect, useMemo, useState } from "react";
import superjson from "superjson";

import type { AppRouter, ErrorData, RouterOutputs } from "@teamkit/api/client";

import { apiBaseUrl } from "./api-url";
import { useI18n } from "./i18n";
import { trackedFetch } from "./network";
import { offlineCache } from "./offline-cache";
import { session } from "./session";

/** The typed tRPC hooks: `api.tasks.list.useQuery(…)`. */
export const api = createTRPCReact<AppRouter>();

export type TaskView = RouterOutputs["tasks"]["list"]["items"][number];
/** The board as its cards show it: no descriptions, creators or dates. */
export type BoardView = RouterOutputs["tasks"]["boardCards"];
export type BoardTask = BoardView["columns"][number]["tasks"][number];

/** The server's message key of a failed call, if it answered at all. */
export function errorKey(error: unknown): string | undefined {
  if (!(error instanceof TRPCClientError)) return undefined;
  return (error.data as Partial<ErrorData> | undefined)?.messageKey;
}

/** The session is gone (signed out elsewhere, expired, revoked): back to sign-in, with a notice. */
function endOnUnauthorized(error: unknown) {
  if (errorKey(error) === "errors.unauthorized") void session.end("expired");
}

export function makeQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({ onError: endOnUnauthorized }),
    mutationCache: new MutationCache({ onError: endOnUnauthorized }),
    defaultOptions: {
      // "always": offline, a query fails and keeps its data, a change is refused (never paused).
      queries: {
        retry: (count, error) => count < 1 && !errorKey(error),
        staleTime: 30_000,
        networkMode: "always",
      },
      mutations: { retry: false, networkMode: "always" },
    },
  });
}

export function ApiProvider({
  children,
  queryClient,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  const { locale } = useI18n();
  const [client] = useState(() => queryClient ?? makeQueryClient());
  // A new client for a new language (its header); the cache stays.
  const trpcClient = useMemo(
    () =>
      api.createClient({
        links: [
          httpBatchLink({
            transformer: superjson,
            url: `${apiBaseUrl()}/api/trpc`,
            fetch: trackedFetch,
            headers: () => {
              const token = session.token();
              const headers: Record<string, string> = { "x-teamkit-locale": locale };
              if (token) headers.authorization = `Bearer ${token}`;
              return headers;
            },
          }),
        ],
      }),
    [locale],
  );
  useEffect(() => {
    void offlineCache.attach(client);
    return () => offlineCache.detach();
  }, [client]);
  return (
    <api.Provider client={trpcClient} queryClient={client}>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </api.Provider>
  );
}
