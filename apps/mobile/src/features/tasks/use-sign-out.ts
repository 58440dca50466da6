import { useQueryClient } from "@tanstack/react-query";

import { api } from "../../lib/api";
import { isOfflineFailure } from "../../lib/error-text";
import { pendingSignOuts } from "../../lib/pending-sign-out";
import { session } from "../../lib/session";

/**
 * Ends the session on the server, then forgets the token and everything cached for it. Offline,
 * the server ends it once it is reached again.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const signOut = api.auth.signOut.useMutation({
    onError: async (error) => {
      const token = session.token();
      if (token && isOfflineFailure(error)) await pendingSignOuts.keep(token);
    },
    onSettled: async () => {
      await session.end("signedOut");
      queryClient.clear();
    },
  });
  return { signOut: () => signOut.mutate(), isPending: signOut.isPending };
}
