import { useQueryClient } from "@tanstack/react-query";

import { api } from "../../lib/api";
import { session } from "../../lib/session";

/** Ends the session on the server, then forgets the token and everything cached for it. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const signOut = api.auth.signOut.useMutation({
    onSettled: async () => {
      await session.end("signedOut");
      queryClient.clear();
    },
  });
  return { signOut: () => signOut.mutate(), isPending: signOut.isPending };
}
