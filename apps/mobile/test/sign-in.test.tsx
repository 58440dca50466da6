import { act, fireEvent, screen, waitFor } from "@testing-library/react-native";
import { Redirect, router } from "expo-router";

import Teams from "../src/app/(signed-in)/teams";
import SignIn from "../src/app/sign-in";
import { SignInScreen } from "../src/features/sign-in/sign-in-screen";
import { session } from "../src/lib/session";
import { fakeApi, Refusal, refuse } from "./fake-api";
import { keychain } from "./keychain";
import { renderApp } from "./render";

const signedIn = {
  token: "mobile-token",
  expires: new Date(),
  user: { id: "u1", name: "Ada", email: "ada@example.com", image: null, role: "user" },
  joinedTeamId: null,
};

beforeEach(async () => {
  await session.load();
});

describe("sign-in", () => {
  it("offers an account not verified yet a new mail, then the sign-up's code step", async () => {
    const api = fakeApi({
      "auth.createMobileSession": refuse(
        "FORBIDDEN",
        "Please verify your email address first.",
        "auth.errors.emailNotVerified",
      ),
      "auth.resendVerification": () => ({ ok: true }),
    });
    renderApp(<SignInScreen />);
    fireEvent.changeText(screen.getByLabelText("Email"), "new@example.com");
    fireEvent.changeText(screen.getByLabelText("Password"), "Secret-pass-1");
    fireEvent.press(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("Please verify your email address first.")).toBeTruthy();
    expect(screen.getByText("Email not verified")).toBeTruthy();
    fireEvent.press(screen.getByRole("button", { name: "Send the mail again" }));
    await waitFor(() =>
      expect(router.replace).toHaveBeenCalledWith({
        pathname: "/sign-up",
        params: { verify: "new@example.com" },
      }),
    );
    expect(api.calls.find((call) => call.path === "auth.resendVerification")?.input).toEqual({
      email: "new@example.com",
      forApp: true,
    });
  });

  it("checks the fields with the web's rules before calling the server", async () => {
    const api = fakeApi({});
    renderApp(<SignInScreen />);
    fireEvent.changeText(screen.getByLabelText("Email"), "not-an-address");
    fireEvent.press(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("Invalid email")).toBeTruthy();
    expect(screen.getByText("Required")).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it("signs in with a password, names the device and keeps the token in the secure store", async () => {
    const api = fakeApi({ "auth.createMobileSession": () => signedIn });
    renderApp(<SignInScreen />);
    fireEvent.changeText(screen.getByLabelText("Email"), "ada@example.com");
    fireEvent.changeText(screen.getByLabelText("Password"), "Secret-pass-1");
    fireEvent.press(screen.getByRole("button", { name: "Sign in" }));
    await waitFor(() => expect(session.get()).toMatchObject({ status: "signedIn" }));
    expect(keychain.get("teamkit.session")).toBe("mobile-token");
    expect(api.calls[0]).toMatchObject({
      path: "auth.createMobileSession",
      input: {
        method: "password",
        email: "ada@example.com",
        password: "Secret-pass-1",
        deviceName: "Test phone",
      },
      headers: { "x-teamkit-locale": "en" },
    });
  });

  it("leaves the sign-in screen once signed in: for the team list, or the chosen team's tasks", async () => {
    fakeApi({ "auth.createMobileSession": () => signedIn });
    const redirectedTo = () => jest.mocked(Redirect).mock.lastCall?.[0].href;
    renderApp(<SignIn />);
    fireEvent.changeText(screen.getByLabelText("Email"), "ada@example.com");
    fireEvent.changeText(screen.getByLabelText("Password"), "Secret-pass-1");
    fireEvent.press(screen.getByRole("button", { name: "Sign in" }));
    await waitFor(() => expect(redirectedTo()).toBe("/teams"));
    await act(() => session.chooseTeam("t1"));
    await waitFor(() => expect(redirectedTo()).toBe("/tasks"));
  });

  it("says which team an invitation made the user join, as the web's dashboard does, and opens it", async () => {
    const team = { id: "00000000-0000-4000-8000-00000000000b", slug: "acme", role: "member" };
    fakeApi({
      "auth.createMobileSession": () => ({ ...signedIn, joinedTeamId: team.id }),
      "team.list": () => [
        {
          id: "00000000-0000-4000-8000-00000000000a",
          name: "Own team",
          slug: "own",
          role: "owner",
        },
        { ...team, name: "Acme" },
      ],
      "team.invitation.listMine": () => [],
    });
    const signIn = renderApp(<SignInScreen />, "de");
    fireEvent.changeText(screen.getByLabelText("E-Mail"), "ada@example.com");
    fireEvent.changeText(screen.getByLabelText("Passwort"), "Secret-pass-1");
    fireEvent.press(screen.getByRole("button", { name: "Anmelden" }));
    await waitFor(() => expect(session.get()).toMatchObject({ status: "signedIn" }));
    signIn.unmount();
    renderApp(<Teams />, "de");
    expect(await screen.findByText("Du bist Acme beigetreten.")).toBeTruthy();
    fireEvent.press(screen.getByRole("button", { name: "Acme öffnen" }));
    await waitFor(() => expect(router.dismissTo).toHaveBeenCalledWith("/tasks"));
    expect(session.get()).toMatchObject({ teamId: team.id, joinedTeamId: null });
    // Said once: the team list no longer names it.
    expect(screen.queryByText("Du bist Acme beigetreten.")).toBeNull();
  });

  it("shows the server's refusal and stays signed out", async () => {
    const wrong = "The email or password you entered are invalid. Please try again.";
    fakeApi({
      "auth.createMobileSession": refuse("UNAUTHORIZED", wrong, "auth.errors.invalidCredentials"),
    });
    renderApp(<SignInScreen />);
    fireEvent.changeText(screen.getByLabelText("Email"), "ada@example.com");
    fireEvent.changeText(screen.getByLabelText("Password"), "Wrong-pass-1");
    fireEvent.press(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText(wrong)).toBeTruthy();
    expect(session.get()).toEqual({ status: "signedOut" });
  });

  it("signs in with the mailed code, in German", async () => {
    const api = fakeApi({
      "auth.requestMagicLink": () => ({ sent: true }),
      "auth.createMobileSession": () => signedIn,
    });
    renderApp(<SignInScreen />, "de");
    fireEvent.press(screen.getByRole("radio", { name: "Mit Code per E-Mail" }));
    fireEvent.changeText(screen.getByLabelText("E-Mail"), "ada@example.com");
    fireEvent.press(screen.getByRole("button", { name: "Code senden" }));
    expect(
      await screen.findByText("Wir haben einen 6-stelligen Code an ada@example.com gesendet."),
    ).toBeTruthy();
    const signInWithCode = (code: string) => {
      fireEvent.changeText(screen.getByLabelText("Einmalcode"), code);
      fireEvent.press(screen.getByRole("button", { name: "Anmelden" }));
    };
    signInWithCode("12");
    expect(await screen.findByText("Der Einmalcode ist zu kurz.")).toBeTruthy();
    signInWithCode("123456");
    await waitFor(() => expect(session.get()).toMatchObject({ status: "signedIn" }));
    expect(api.calls.at(-1)).toMatchObject({
      input: { method: "code", code: "123456", email: "ada@example.com" },
      headers: { "x-teamkit-locale": "de" },
    });
  });

  it("sends a new code to the same address, within the server's limits, as the web does", async () => {
    const limit = "Too many attempts. Try again in 2 minutes.";
    let requests = 0;
    const api = fakeApi({
      "auth.requestMagicLink": () => {
        requests += 1;
        if (requests > 2)
          throw new Refusal("TOO_MANY_REQUESTS", limit, "errors.tooManyRequestsRetry");
        return { sent: true };
      },
    });
    renderApp(<SignInScreen />);
    fireEvent.press(screen.getByRole("radio", { name: "With an email code" }));
    fireEvent.changeText(screen.getByLabelText("Email"), "ada@example.com");
    fireEvent.press(screen.getByRole("button", { name: "Send code" }));
    expect(await screen.findByText("We sent a 6-digit code to ada@example.com.")).toBeTruthy();
    fireEvent.press(screen.getByRole("button", { name: "Send a new code" }));
    expect(await screen.findByText("We sent a new code to ada@example.com.")).toBeTruthy();
    fireEvent.press(screen.getByRole("button", { name: "Send a new code" }));
    expect(await screen.findByText(limit)).toBeTruthy();
    expect(screen.queryByText("We sent a new code to ada@example.com.")).toBeNull();
    expect(api.calls.map((call) => call.input)).toEqual([
      { email: "ada@example.com" },
      { email: "ada@example.com" },
      { email: "ada@example.com" },
    ]);
  });

  it("goes back from the code step to the address to correct it", async () => {
    const api = fakeApi({ "auth.requestMagicLink": () => ({ sent: true }) });
    renderApp(<SignInScreen />);
    fireEvent.press(screen.getByRole("radio", { name: "With an email code" }));
    fireEvent.changeText(screen.getByLabelText("Email"), "ada@exmaple.com");
    fireEvent.press(screen.getByRole("button", { name: "Send code" }));
    expect(await screen.findByText("We sent a 6-digit code to ada@exmaple.com.")).toBeTruthy();
    expect(screen.getByLabelText("Email").props.editable).toBe(false);
    fireEvent.changeText(screen.getByLabelText("One-time code"), "123");

    fireEvent.press(screen.getByRole("button", { name: "Use a different email address" }));
    expect(screen.getByLabelText("Email").props.editable).toBe(true);
    expect(screen.queryByLabelText("One-time code")).toBeNull();
    expect(screen.queryByText(/We sent a 6-digit code/)).toBeNull();
    fireEvent.changeText(screen.getByLabelText("Email"), "ada@example.com");
    fireEvent.press(screen.getByRole("button", { name: "Send code" }));
    expect(await screen.findByText("We sent a 6-digit code to ada@example.com.")).toBeTruthy();
    expect(screen.getByLabelText("One-time code").props.value).toBe("");
    expect(api.calls.map((call) => call.input)).toEqual([
      { email: "ada@exmaple.com" },
      { email: "ada@example.com" },
    ]);
  });
});
