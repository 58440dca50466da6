import { offlineCache } from "./offline-cache";
import { preferences } from "./preferences";
import { storage } from "./storage";
import { createStore, useStore } from "./store";

const TOKEN_KEY = "teamkit.session";
const TEAM_KEY = "teamkit.team";

/** Why the app is signed out: shown above the sign-in form. */
export type SignedOutReason = "expired" | "signedOut" | "deleted";

export type SessionState =
  | { status: "loading" }
  | { status: "signedOut"; reason?: SignedOutReason }
  | {
      status: "signedIn";
      token: string;
      teamId: string | null;
      /** A team an invitation made the user join at this sign-in, named until a team is chosen. */
      joinedTeamId: string | null;
    };

const store = createStore<SessionState>({ status: "loading" });
const { set } = store;

/** The device's session: one per app, readable outside React (the API client sends the token). */
export const session = {
  get: store.get,
  subscribe: store.subscribe,
  async load() {
    const [token, teamId] = await Promise.all([storage.get(TOKEN_KEY), storage.get(TEAM_KEY)]);
    set(
      token ? { status: "signedIn", token, teamId, joinedTeamId: null } : { status: "signedOut" },
    );
  },
  /** The sign-in's answer: its token, and the team it joined, if an invitation was waiting. */
  async signIn({ token, joinedTeamId = null }: { token: string; joinedTeamId?: string | null }) {
    await storage.set(TOKEN_KEY, token);
    preferences.startSession();
    set({ status: "signedIn", token, teamId: await storage.get(TEAM_KEY), joinedTeamId });
  },
  async chooseTeam(teamId: string) {
    await storage.set(TEAM_KEY, teamId);
    const state = store.get();
    if (state.status === "signedIn") set({ ...state, teamId, joinedTeamId: null });
  },
  /** The user left the chosen team: the team screens send to the team list until another is chosen. */
  async forgetTeam() {
    await storage.remove(TEAM_KEY);
    const state = store.get();
    if (state.status === "signedIn") set({ ...state, teamId: null });
  },
  /** Forgets the token and the offline copy (the server has ended the session, or is asked to next). */
  async end(reason: SignedOutReason) {
    if (store.get().status !== "signedIn") return;
    await Promise.all([storage.remove(TOKEN_KEY), storage.remove(TEAM_KEY), wipeOfflineData()]);
    set({ status: "signedOut", reason });
  },
  token: () => {
    const state = store.get();
    return state.status === "signedIn" ? state.token : null;
  },
};

/** Forgets the user's offline copy of their teams, tasks and conversations (also on account deletion). */
export function wipeOfflineData(): Promise<void> {
  return offlineCache.wipe();
}

export function useSession(): SessionState {
  return useStore(store);
}

/** Where a session starts: the team's tasks, the team list until one is chosen, or sign-in. */
export function startPath(current: SessionState): "/tasks" | "/teams" | "/sign-in" | null {
  if (current.status === "loading") return null;
  if (current.status === "signedOut") return "/sign-in";
  return current.teamId ? "/tasks" : "/teams";
}

/** The chosen team; screens below the team gate always have one. */
export function useTeamId(): string {
  const current = useSession();
  return current.status === "signedIn" ? (current.teamId ?? "") : "";
}
