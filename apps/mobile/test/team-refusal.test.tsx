import { fireEvent, screen, waitFor } from "@testing-library/react-native";
import { Redirect, router } from "expo-router";
import { openBrowserAsync } from "expo-web-browser";

import Conversation from "../src/app/(signed-in)/assistant/[id]";
import Conversations from "../src/app/(signed-in)/assistant/index";
import Board from "../src/app/(signed-in)/board";
import Tasks from "../src/app/(signed-in)/tasks/index";
import Team from "../src/app/(signed-in)/team";
import { session } from "../src/lib/session";
import { fakeApi, refuse } from "./fake-api";
import { keychain } from "./keychain";
import { renderApp, signedIn } from "./render";

const TEAM = "00000000-0000-4000-8000-00000000000a";
const REQUIRED =
  "Acme requires two-factor sign-in. Turn it on under Settings › Account to open the team.";

/** Every team procedure refuses, as the server does for a member without the second factor. */
function shutOut(message = REQUIRED, key = "teams.errors.twoFactorRequired") {
  const refusal = refuse("FORBIDDEN", message, key);
  return fakeApi({
    "tasks.list": refusal,
    "tasks.tag.list": refusal,
    "team.member.list": refusal,
    "tasks.boardCards": refusal,
    "team.invitation.list": refusal,
    "billing.get": refusal,
    "user.me": () => ({ id: "u1", name: "Max", email: "max@example.com" }),
    "team.list": () => [{ id: TEAM, name: "Acme", slug: "acme", role: "member" }],
  });
}

beforeEach(() => signedIn(TEAM));

describe("a team that requires two-factor sign-in", () => {
  it("says why on the task list and opens the web's account settings to turn the factor on", async () => {
    shutOut();
    renderApp(<Tasks />);
    expect(await screen.findByText(REQUIRED)).toBeTruthy();
    fireEvent.press(screen.getByRole("button", { name: "Turn on two-factor sign-in on the web" }));
    expect(openBrowserAsync).toHaveBeenCalledWith(
      "http://localhost:3000/en/app/settings/account/general#two-factor",
    );
  });

  it("offers another team from the board and the team screen", async () => {
    shutOut();
    const { unmount } = renderApp(<Board />);
    expect(await screen.findByText(REQUIRED)).toBeTruthy();
    fireEvent.press(screen.getByRole("button", { name: "Choose a team" }));
    expect(router.push).toHaveBeenCalledWith("/teams");
    unmount();
    renderApp(<Team />);
    expect(await screen.findByText(REQUIRED)).toBeTruthy();
    expect(
      screen.getByRole("button", { name: "Turn on two-factor sign-in on the web" }),
    ).toBeTruthy();
  });

  it("in German, and only for that refusal", async () => {
    shutOut("Acme verlangt die Zwei-Faktor-Anmeldung.");
    renderApp(<Tasks />, "de");
    expect(await screen.findByText("Acme verlangt die Zwei-Faktor-Anmeldung.")).toBeTruthy();
    expect(
      screen.getByRole("button", { name: "Zwei-Faktor-Anmeldung im Web einschalten" }),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: "Team auswählen" })).toBeTruthy();
  });

  it("shows other refusals without the way out", async () => {
    shutOut("Something else went wrong.", "errors.internal");
    renderApp(<Tasks />);
    expect(await screen.findByText("Something else went wrong.")).toBeTruthy();
    expect(
      screen.queryByRole("button", { name: "Turn on two-factor sign-in on the web" }),
    ).toBeNull();
  });
});

describe("team screens before a team is chosen", () => {
  it("send to the team list instead of asking the server about no team", async () => {
    keychain.delete("teamkit.team");
    await session.load();
    const api = fakeApi({});
    for (const Screen of [Team, Conversations, Conversation]) {
      jest.mocked(Redirect).mockClear();
      const { unmount } = renderApp(<Screen />);
      await waitFor(() => expect(jest.mocked(Redirect).mock.lastCall?.[0].href).toBe("/teams"));
      unmount();
    }
    expect(api.calls).toEqual([]);
  });
});
