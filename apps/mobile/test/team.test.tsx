import { fireEvent, screen, waitFor } from "@testing-library/react-native";
import { Redirect } from "expo-router";

import Team from "../src/app/(signed-in)/team";
import { FlashBanner } from "../src/components/flash-banner";
import { flash } from "../src/lib/flash";
import { session } from "../src/lib/session";
import { fakeApi, refuse } from "./fake-api";
import { keychain } from "./keychain";
import { renderApp, signedIn } from "./render";

const TEAM = "00000000-0000-4000-8000-00000000000a";
const INVITATION = "00000000-0000-4000-8000-0000000000f1";

const invitation = {
  id: INVITATION,
  email: "typo@exmaple.com",
  role: "member",
  invitedByName: "Olivia",
  expiresAt: new Date("2026-12-06T12:00:00Z"),
  isExpired: false,
};

/** The team screen's calls, for a user with this role and these pending invitations. */
function teamServer(role: "owner" | "member", invitations: unknown[] = []) {
  return {
    "team.list": () => [{ id: TEAM, name: "Acme", slug: "acme", role }],
    "user.me": () => ({ id: "u1", name: "Olivia", email: "olivia@example.com" }),
    "team.member.list": () => [{ userId: "u1", name: "Olivia", email: "olivia@example.com", role }],
    "team.invitation.list": () => invitations,
    "billing.get": () => ({ subscription: null, trialAvailable: true, canManage: false }),
  };
}

beforeEach(async () => {
  flash.clear();
  await signedIn(TEAM);
});

describe("the team's pending invitations", () => {
  it("an owner revokes one after a question, with the web's procedure", async () => {
    let invitations = [invitation];
    const api = fakeApi({
      ...teamServer("owner"),
      "team.invitation.list": () => invitations,
      "team.invitation.revoke": () => {
        invitations = [];
        return { ok: true };
      },
    });
    renderApp(<Team />);
    const revoke = await screen.findByRole("button", {
      name: "Revoke the invitation for typo@exmaple.com",
    });
    fireEvent.press(revoke);
    expect(screen.getByText("Revoke the invitation for typo@exmaple.com?")).toBeTruthy();
    // Cancelling keeps it.
    fireEvent.press(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByText("Revoke the invitation for typo@exmaple.com?")).toBeNull();
    expect(api.calls.some((call) => call.path === "team.invitation.revoke")).toBe(false);

    fireEvent.press(
      screen.getByRole("button", { name: "Revoke the invitation for typo@exmaple.com" }),
    );
    fireEvent.press(
      screen.getByRole("button", {
        name: "Revoke the invitation for typo@exmaple.com",
      }),
    );
    expect(await screen.findByText("The invitation has been revoked.")).toBeTruthy();
    await waitFor(() => expect(screen.queryByText("typo@exmaple.com")).toBeNull());
    expect(screen.getByText("You have not invited any members yet.")).toBeTruthy();
    expect(api.calls.find((call) => call.path === "team.invitation.revoke")?.input).toEqual({
      teamId: TEAM,
      invitationId: INVITATION,
    });
  });

  it("says in the server's words why one could not be revoked", async () => {
    fakeApi({
      ...teamServer("owner", [invitation]),
      "team.invitation.revoke": refuse(
        "NOT_FOUND",
        "Diese Einladung gibt es nicht mehr.",
        "teams.errors.invitationNotFound",
      ),
    });
    renderApp(<Team />, "de");
    fireEvent.press(
      await screen.findByRole("button", { name: "Einladung für typo@exmaple.com widerrufen" }),
    );
    expect(screen.getByText("Einladung für typo@exmaple.com widerrufen?")).toBeTruthy();
    fireEvent.press(
      screen.getByRole("button", {
        name: "Einladung für typo@exmaple.com widerrufen",
      }),
    );
    expect(await screen.findByText("Diese Einladung gibt es nicht mehr.")).toBeTruthy();
  });

  it("offers a member no revoking, as the web does", async () => {
    fakeApi(teamServer("member", [invitation]));
    renderApp(<Team />);
    expect(await screen.findByText("typo@exmaple.com")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /^Revoke/ })).toBeNull();
  });
});

describe("leaving the team", () => {
  it("asks first, then forgets the team on the device and says so above the team list", async () => {
    const api = fakeApi({ ...teamServer("member"), "team.leave": () => ({ ok: true }) });
    renderApp(
      <>
        <FlashBanner />
        <Team />
      </>,
      "de",
    );
    fireEvent.press(await screen.findByRole("button", { name: "Team verlassen" }));
    expect(screen.getByText("Bist du sicher, dass du Acme verlassen möchtest?")).toBeTruthy();
    fireEvent.press(screen.getByRole("button", { name: "Team verlassen" }));
    expect(await screen.findByText("Du hast das Team verlassen.")).toBeTruthy();
    expect(api.calls.find((call) => call.path === "team.leave")?.input).toEqual({ teamId: TEAM });
    expect(session.get()).toMatchObject({ status: "signedIn", teamId: null });
    expect(keychain.has("teamkit.team")).toBe(false);
    // Without a team, the screen sends to the team list.
    expect(jest.mocked(Redirect).mock.lastCall?.[0].href).toBe("/teams");
  });

  it("as the last owner, is refused with the server's translated reason and stays in the team", async () => {
    fakeApi({
      ...teamServer("owner"),
      "team.leave": refuse(
        "CONFLICT",
        "Ein Team braucht mindestens einen Inhaber. Mache zuerst ein anderes Mitglied zum Inhaber.",
        "teams.errors.lastOwner",
      ),
    });
    renderApp(<Team />, "de");
    fireEvent.press(await screen.findByRole("button", { name: "Team verlassen" }));
    fireEvent.press(screen.getByRole("button", { name: "Team verlassen" }));
    expect(
      await screen.findByText(
        "Ein Team braucht mindestens einen Inhaber. Mache zuerst ein anderes Mitglied zum Inhaber.",
      ),
    ).toBeTruthy();
    expect(session.get()).toMatchObject({ teamId: TEAM });
    expect(keychain.get("teamkit.team")).toBe(TEAM);
  });
});
