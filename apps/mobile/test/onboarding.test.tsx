import { fireEvent, screen, waitFor } from "@testing-library/react-native";
import { router } from "expo-router";

import Onboarding from "../src/app/(signed-in)/onboarding";
import Teams from "../src/app/(signed-in)/teams";
import { session } from "../src/lib/session";
import { fakeApi, Refusal } from "./fake-api";
import { keychain } from "./keychain";
import { renderApp, signedIn } from "./render";

jest.mock("expo-image-picker", () => ({ launchImageLibraryAsync: jest.fn() }));
jest.mock("expo-image-manipulator", () => ({ ImageManipulator: {}, SaveFormat: {} }));

type Step = "account" | "team";
function onboardingState(step: Step, invitations: { teamId: string; teamName: string }[] = []) {
  return {
    step,
    name: "Ada",
    image: null,
    teams: [],
    invitations: invitations.map((entry) => ({ ...entry, role: "member" as const })),
  };
}

beforeEach(() => signedIn());

describe("onboarding", () => {
  it("takes the name, then offers the invited team to join; joining enters its tasks", async () => {
    let step: Step = "account";
    const api = fakeApi({
      "onboarding.get": () => onboardingState(step, [{ teamId: "t9", teamName: "Acme" }]),
      "onboarding.completeAccount": () => {
        step = "team";
        return { step };
      },
      "onboarding.completeTeam": () => ({ team: { id: "t9", name: "Acme", role: "member" } }),
    });
    renderApp(<Onboarding />);
    expect(await screen.findByText("Step 1 of 2")).toBeTruthy();
    fireEvent.changeText(screen.getByLabelText("Name"), "");
    fireEvent.press(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByText("Required")).toBeTruthy();
    fireEvent.changeText(screen.getByLabelText("Name"), "Ada Lovelace");
    fireEvent.press(screen.getByRole("button", { name: "Continue" }));

    expect(await screen.findByText("Step 2 of 2")).toBeTruthy();
    expect(screen.getByText("You are invited as a member.")).toBeTruthy();
    fireEvent.press(screen.getByRole("button", { name: "Join Acme" }));
    await waitFor(() => expect(router.dismissTo).toHaveBeenCalledWith("/tasks"));
    expect(session.get()).toMatchObject({ teamId: "t9" });
    expect(keychain.get("teamkit.team")).toBe("t9");
    expect(api.calls.filter((call) => call.path.startsWith("onboarding.complete"))).toEqual([
      expect.objectContaining({ input: { name: "Ada Lovelace" } }),
      expect.objectContaining({ input: { action: "join", teamId: "t9" } }),
    ]);
  });

  it("joining refreshes the team list and its invitations", async () => {
    let hasJoined = false;
    const api = fakeApi({
      "onboarding.get": () => onboardingState("team", [{ teamId: "t9", teamName: "Acme" }]),
      "onboarding.completeTeam": () => {
        hasJoined = true;
        return { team: { id: "t9", name: "Acme", role: "member" } };
      },
      "team.list": () => (hasJoined ? [{ id: "t9", name: "Acme", role: "member" }] : []),
      "team.invitation.listMine": () =>
        hasJoined
          ? []
          : [
              {
                id: "i1",
                teamName: "Acme",
                role: "member",
                inviterName: null,
                expiresAt: new Date(),
              },
            ],
    });
    const asked = (path: string) => api.calls.filter((call) => call.path === path).length;
    // The team list stays beneath the onboarding it opened.
    renderApp(
      <>
        <Teams />
        <Onboarding />
      </>,
    );
    expect(await screen.findByRole("button", { name: "Pending invitations (1)" })).toBeTruthy();
    fireEvent.press(await screen.findByRole("button", { name: "Join Acme" }));
    await waitFor(() => expect(router.dismissTo).toHaveBeenCalledWith("/tasks"));
    await waitFor(() => expect(asked("team.invitation.listMine")).toBe(2));
    expect(asked("team.list")).toBe(2);
    await waitFor(() =>
      expect(screen.queryByRole("button", { name: "Pending invitations (1)" })).toBeNull(),
    );
  });

  it("creates a team when nobody invited the user, and shows the server's refusal", async () => {
    let refuse = true;
    const api = fakeApi({
      "onboarding.get": () => onboardingState("team"),
      "onboarding.completeTeam": () => {
        if (refuse) {
          throw new Refusal(
            "TOO_MANY_REQUESTS",
            "You have created several teams in a short time. Try again in 5 minutes.",
            "teams.errors.createRateLimited",
          );
        }
        return { team: { id: "t1", name: "Ada's team", role: "owner" } };
      },
    });
    renderApp(<Onboarding />);
    expect(
      await screen.findByText(
        "Teamkit works in teams. Create one for your work; you can invite colleagues next.",
      ),
    ).toBeTruthy();
    fireEvent.changeText(screen.getByLabelText("Team name"), "Ada's team");
    fireEvent.press(screen.getByRole("button", { name: "Create team" }));
    expect(
      await screen.findByText(
        "You have created several teams in a short time. Try again in 5 minutes.",
      ),
    ).toBeTruthy();
    expect(router.dismissTo).not.toHaveBeenCalled();
    refuse = false;
    fireEvent.press(screen.getByRole("button", { name: "Create team" }));
    await waitFor(() => expect(router.dismissTo).toHaveBeenCalledWith("/tasks"));
    expect(api.calls.at(-1)?.input).toEqual({ action: "create", name: "Ada's team" });
  });

  it("leads a user without any team from the team list to the team step", async () => {
    fakeApi({
      "team.list": () => [],
      "team.invitation.listMine": () => [],
      "onboarding.get": () => ({ ...onboardingState("team"), step: "complete" }),
    });
    const view = renderApp(<Teams />);
    // The web's empty state for a user without a team.
    expect(await screen.findByRole("header", { name: "You are not in a team yet" })).toBeTruthy();
    expect(
      screen.getByText("Create a team to work together, or ask a teammate to invite you."),
    ).toBeTruthy();
    fireEvent.press(screen.getByRole("button", { name: "Create a new team" }));
    expect(router.push).toHaveBeenCalledWith("/onboarding");
    // Without a team, Account is out of reach: signing out is offered here too.
    expect(screen.getByRole("button", { name: "Sign out" })).toBeTruthy();
    view.unmount();
    renderApp(<Onboarding />);
    expect(await screen.findByRole("button", { name: "Create team" })).toBeTruthy();
    expect(screen.queryByText(/^Step/)).toBeNull();
  });
});
