import { fireEvent, screen, waitFor } from "@testing-library/react-native";
import { router } from "expo-router";

import Invitations from "../src/app/(signed-in)/invitations";
import Teams from "../src/app/(signed-in)/teams";
import { session } from "../src/lib/session";
import { fakeApi, Refusal } from "./fake-api";
import { keychain } from "./keychain";
import { renderApp, signedIn } from "./render";

const IN_A_WEEK = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000);

function invitation(id: string, teamName: string, inviterName: string | null = "Olivia") {
  return { id, teamName, role: "member" as const, inviterName, expiresAt: IN_A_WEEK };
}

beforeEach(() => signedIn());

describe("invitations after sign-in", () => {
  it("counts them on the team list and opens their screen", async () => {
    fakeApi({
      "team.list": () => [{ id: "t1", name: "Own team", role: "owner" }],
      "team.invitation.listMine": () => [invitation("i1", "Alpha"), invitation("i2", "Beta")],
    });
    renderApp(<Teams />);
    fireEvent.press(await screen.findByRole("button", { name: "Pending invitations (2)" }));
    expect(router.push).toHaveBeenCalledWith("/invitations");
  });

  it("marks the current team in words, not by its border alone", async () => {
    await signedIn("t1");
    fakeApi({
      "team.list": () => [
        { id: "t1", name: "Own team", role: "owner" },
        { id: "t2", name: "Other team", role: "member" },
      ],
      "team.invitation.listMine": () => [],
    });
    renderApp(<Teams />);
    expect(await screen.findByRole("button", { name: "Own team, current team" })).toHaveTextContent(
      /Current team/,
    );
    expect(screen.getByRole("button", { name: "Other team" })).not.toHaveTextContent(
      /Current team/,
    );
  });

  it("accepts one by its id: the team becomes the app's chosen team", async () => {
    let pending = [invitation("i1", "Alpha"), invitation("i2", "Beta", null)];
    const api = fakeApi({
      "team.list": () => [],
      "team.invitation.listMine": () => pending,
      "team.invitation.accept": () => {
        pending = pending.filter(({ id }) => id !== "i1");
        return { teamId: "alpha-id", teamName: "Alpha", slug: "alpha" };
      },
    });
    renderApp(<Invitations />);
    expect(await screen.findByText("Olivia invited you to join Alpha as a member.")).toBeTruthy();
    expect(screen.getByText("You have been invited to join Beta as a member.")).toBeTruthy();
    fireEvent.press(screen.getByRole("button", { name: "Accept invitation: Alpha" }));
    await waitFor(() => expect(router.dismissTo).toHaveBeenCalledWith("/tasks"));
    expect(session.get()).toMatchObject({ status: "signedIn", teamId: "alpha-id" });
    expect(keychain.get("teamkit.team")).toBe("alpha-id");
    expect(api.calls.find((call) => call.path === "team.invitation.accept")?.input).toEqual({
      invitationId: "i1",
    });
  });

  it("says what the web's invitation page says, its date in the app's language", async () => {
    const expiresAt = new Date("2030-01-15T12:00:00Z");
    const server = {
      "team.list": () => [],
      "team.invitation.listMine": () => [{ ...invitation("i1", "Alpha"), expiresAt }],
    };
    fakeApi(server);
    const english = renderApp(<Invitations />);
    expect(await screen.findByRole("header", { name: "Join Alpha" })).toBeTruthy();
    expect(screen.getByText("Olivia invited you to join Alpha as a member.")).toBeTruthy();
    expect(screen.getByText("It is valid until January 15, 2030.")).toBeTruthy();
    english.unmount();

    fakeApi(server);
    renderApp(<Invitations />, "de");
    expect(await screen.findByRole("header", { name: "Tritt Alpha bei" })).toBeTruthy();
    expect(
      screen.getByText("Olivia hat dich eingeladen, Alpha als Mitglied beizutreten."),
    ).toBeTruthy();
    expect(screen.getByText("Sie ist bis zum 15. Januar 2030 gültig.")).toBeTruthy();
  });

  it("declines one, in German: it leaves the list, the chosen team stays", async () => {
    let pending = [invitation("i1", "Alpha")];
    const api = fakeApi({
      "team.list": () => [],
      "team.invitation.listMine": () => pending,
      "team.invitation.decline": () => {
        pending = [];
        return { ok: true };
      },
    });
    renderApp(<Invitations />, "de");
    fireEvent.press(await screen.findByRole("button", { name: "Ablehnen: Alpha" }));
    expect(await screen.findByText("Es warten keine Einladungen auf dich.")).toBeTruthy();
    expect(api.calls.find((call) => call.path === "team.invitation.decline")?.input).toEqual({
      invitationId: "i1",
    });
    expect(session.get()).toMatchObject({ teamId: null });
    expect(router.dismissTo).not.toHaveBeenCalled();
  });

  it("shows a decline on its way on Decline, and drops an earlier accept's error", async () => {
    const expired = "This invitation has expired.";
    let pending = [invitation("i1", "Alpha")];
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    fakeApi({
      "team.list": () => [],
      "team.invitation.listMine": () => pending,
      "team.invitation.accept": () => {
        throw new Refusal("BAD_REQUEST", expired, "teams.errors.invitationExpired");
      },
      "team.invitation.decline": async () => {
        await answered;
        pending = [];
        return { ok: true };
      },
    });
    renderApp(<Invitations />);
    fireEvent.press(await screen.findByRole("button", { name: "Accept invitation: Alpha" }));
    expect(await screen.findByText(expired)).toBeTruthy();

    fireEvent.press(screen.getByRole("button", { name: "Decline: Alpha" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Decline: Alpha" })).toBeBusy());
    const accept = screen.getByRole("button", { name: "Accept invitation: Alpha" });
    expect(accept).not.toBeBusy();
    expect(accept).toBeDisabled();
    expect(screen.queryByText(expired)).toBeNull();
    answer();
    expect(await screen.findByText("No invitations are waiting for you.")).toBeTruthy();
    expect(screen.queryByText(expired)).toBeNull();
  });
});
