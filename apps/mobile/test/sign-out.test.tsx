import { fireEvent, screen, waitFor } from "@testing-library/react-native";

import { SignOutButton } from "../src/features/tasks/sign-out-button";
import { network } from "../src/lib/network";
import { pendingSignOuts } from "../src/lib/pending-sign-out";
import { session } from "../src/lib/session";
import { fakeApi, UNAUTHORIZED } from "./fake-api";
import { keychain } from "./keychain";
import { renderApp, signedIn } from "./render";

const PENDING = "teamkit.signOutPending";

function unreachable() {
  global.fetch = jest.fn(() =>
    Promise.reject(new TypeError("Network request failed")),
  ) as typeof global.fetch;
}

/** Signs out with the button while the server cannot be reached. */
async function signOutOffline() {
  await signedIn();
  unreachable();
  renderApp(<SignOutButton />);
  fireEvent.press(screen.getByRole("button", { name: "Sign out" }));
  await waitFor(() => expect(session.get().status).toBe("signedOut"));
}

describe("signing out", () => {
  it("online, ends the session on the server and keeps nothing for later", async () => {
    await signedIn();
    const api = fakeApi({ "auth.signOut": () => ({ ok: true }) });
    renderApp(<SignOutButton />);
    fireEvent.press(screen.getByRole("button", { name: "Sign out" }));
    await waitFor(() => expect(session.get().status).toBe("signedOut"));
    expect(api.calls.map((call) => call.path)).toEqual(["auth.signOut"]);
    expect(keychain.has("teamkit.session")).toBe(false);
    expect(keychain.has(PENDING)).toBe(false);
  });

  it("offline, forgets the token on the device and ends the session once the server is reached", async () => {
    await signOutOffline();
    expect(keychain.has("teamkit.session")).toBe(false);
    expect(keychain.get(PENDING)).toBe(JSON.stringify(["mobile-token"]));

    // Still unreachable: the session stays kept for the next try.
    await pendingSignOuts.flush();
    expect(keychain.get(PENDING)).toBe(JSON.stringify(["mobile-token"]));

    const api = fakeApi({ "auth.signOut": () => ({ ok: true }) });
    const stop = pendingSignOuts.watch();
    await waitFor(() => expect(keychain.has(PENDING)).toBe(false));
    stop();
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]).toMatchObject({
      path: "auth.signOut",
      headers: { authorization: "Bearer mobile-token" },
    });
  });

  it("flushes when a request gets through again, and drops a session the server has ended already", async () => {
    await signOutOffline();
    const stop = pendingSignOuts.watch();
    // The watch's first try finds the server unreachable.
    await pendingSignOuts.flush();
    expect(keychain.get(PENDING)).toBe(JSON.stringify(["mobile-token"]));

    const api = fakeApi({
      "auth.signOut": () => {
        throw UNAUTHORIZED;
      },
    });
    network.failed(new TypeError("Network request failed"));
    network.reached();
    await waitFor(() => expect(keychain.has(PENDING)).toBe(false));
    stop();
    expect(api.calls.map((call) => call.path)).toEqual(["auth.signOut"]);
  });
});
