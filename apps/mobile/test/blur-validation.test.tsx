import { fireEvent, screen } from "@testing-library/react-native";

import Account from "../src/app/(signed-in)/account";
import SignUp from "../src/app/sign-up";
import { SignInScreen } from "../src/features/sign-in/sign-in-screen";
import { SignUpScreen } from "../src/features/sign-up/sign-up-screen";
import { TaskEditor } from "../src/features/tasks/task-editor";
import { InviteForm } from "../src/features/team/invite-form";
import { preferences } from "../src/lib/preferences";
import { session } from "../src/lib/session";
import { fakeApi, refuse } from "./fake-api";
import { renderApp, signedIn } from "./render";

/** The messages under the fields (and any other alert) on the screen, in order. */
const messages = () =>
  screen.queryAllByRole("alert").map((alert) => alert.props.children as unknown);

function last<T>(list: T[]): T {
  const item = list.at(-1);
  if (item === undefined) throw new Error("empty list");
  return item;
}

function leave(label: string, text?: string) {
  const input = screen.getByLabelText(label);
  if (text !== undefined) fireEvent.changeText(input, text);
  fireEvent(input, "blur");
}

describe("a form field is checked when it loses focus", () => {
  beforeEach(() => session.load());

  it("shows the message of the field left, not yet those of the fields not visited", () => {
    const api = fakeApi({});
    renderApp(<SignUp />);
    leave("Email", "not-an-address");
    expect(messages()).toEqual(["Invalid email"]);
    // Name and password are still empty, and would say "Required" on submit.
    expect(screen.queryByText("Required")).toBeNull();
    expect(api.calls).toEqual([]);
  });

  it("shows nothing for a valid field, and 'Required' for one left empty, as the web does", () => {
    fakeApi({});
    renderApp(<SignUp />);
    leave("Name", "Ada");
    expect(messages()).toEqual([]);
    leave("Password");
    expect(messages()).toEqual(["Required"]);
  });

  it("clears the message while the field is typed in, and checks it again on the next blur", () => {
    fakeApi({});
    renderApp(<SignUp />);
    leave("Email", "ada@");
    expect(screen.getByText("Invalid email")).toBeTruthy();
    fireEvent.changeText(screen.getByLabelText("Email"), "ada@example");
    expect(screen.queryByText("Invalid email")).toBeNull();
    leave("Email", "ada@example.com");
    expect(messages()).toEqual([]);
  });

  it("checks with the step's own rules: the sign-up's mailed code", () => {
    const api = fakeApi({});
    renderApp(<SignUpScreen verifying="ada@example.com" />);
    leave("One-time code", "12");
    expect(screen.getByText("The one time password is too short.")).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it("says it in German on a German device", () => {
    fakeApi({});
    renderApp(<SignInScreen />, "de");
    leave("E-Mail", "keine-adresse");
    expect(messages()).toEqual(["Ungültige E-Mail-Adresse"]);
    fireEvent.changeText(screen.getByLabelText("E-Mail"), "ada@example.com");
    expect(messages()).toEqual([]);
    leave("Passwort");
    expect(messages()).toEqual(["Pflichtfeld"]);
  });

  it("checks a task's fields with the web's rules, one at a time", async () => {
    await signedIn("00000000-0000-4000-8000-00000000000a");
    fakeApi({ "tasks.tag.list": () => [], "team.member.list": () => [] });
    renderApp(<TaskEditor />);
    leave("Due date", "tomorrow");
    expect(messages()).toEqual(["Invalid date"]);
    expect(screen.queryByText("Required")).toBeNull();
  });

  it("keeps the server's message for a field when it is left unchanged", async () => {
    const wrongPassword = "Your current password is not correct.";
    await Promise.all([signedIn("t1"), preferences.load()]);
    fakeApi({
      "user.me": () => ({ id: "u1", name: "Ada", email: "ada@example.com", image: null }),
      "user.sessions.list": () => ({ sessions: [], trustedBrowsers: [] }),
      "user.delete": refuse("BAD_REQUEST", wrongPassword, "auth.errors.currentPasswordWrong"),
    });
    renderApp(<Account />);
    // The password section has a field of the same name above.
    const password = last(await screen.findAllByLabelText("Current password"));
    fireEvent.changeText(password, "Wrong-pass-1");
    fireEvent.press(screen.getByRole("button", { name: "Delete account" }));
    fireEvent.press(last(screen.getAllByRole("button", { name: "Delete account" })));
    expect(await screen.findByText(wrongPassword)).toBeTruthy();
    fireEvent(password, "blur");
    expect(screen.getByText(wrongPassword)).toBeTruthy();
  });
});

describe("a form emptied after it was sent", () => {
  it("does not call the emptied field 'Required' when it is left; submitting still checks it", async () => {
    await signedIn("t1");
    fakeApi({ "team.invitation.create": () => ({ id: "i1" }), "team.invitation.list": () => [] });
    renderApp(<InviteForm teamId="t1" />);
    fireEvent.changeText(screen.getByLabelText("Email"), "ada@example.com");
    fireEvent.press(screen.getByRole("button", { name: "Invite" }));
    expect(await screen.findByText(/Member invited/)).toBeTruthy();
    expect(screen.getByLabelText("Email").props.value).toBe("");
    fireEvent(screen.getByLabelText("Email"), "blur");
    expect(screen.queryByText("Required")).toBeNull();
    fireEvent.press(screen.getByRole("button", { name: "Invite" }));
    expect(await screen.findByText("Required")).toBeTruthy();
  });

  it("says an address invited before got its invitation again, and its earlier link is void", async () => {
    await signedIn("t1");
    fakeApi({
      "team.invitation.create": () => ({ id: "i1", renewed: true }),
      "team.invitation.list": () => [],
    });
    renderApp(<InviteForm teamId="t1" />);
    fireEvent.changeText(screen.getByLabelText("Email"), "ada@example.com");
    fireEvent.press(screen.getByRole("button", { name: "Invite" }));
    expect(
      await screen.findByText(/Invitation sent again\. .*earlier link no longer works/),
    ).toBeTruthy();
    expect(screen.queryByText(/Member invited/)).toBeNull();
  });
});
