import { fireEvent, screen, waitFor } from "@testing-library/react-native";

import { SignInScreen } from "../src/features/sign-in/sign-in-screen";
import { SignUpScreen } from "../src/features/sign-up/sign-up-screen";
import { session } from "../src/lib/session";
import { fakeApi, refuse } from "./fake-api";
import { keychain } from "./keychain";
import { renderApp } from "./render";

const signedIn = {
  token: "two-factor-token",
  expires: new Date(),
  user: { id: "u1", name: "Ada", email: "ada@example.com", image: null, role: "user" },
};
const challenged = { challenge: { id: "challenge-token-0123456789abcdef", method: "totp" } };
const wrongCode = "This code is not valid. Please try again.";

beforeEach(async () => {
  await session.load();
});

async function signInWithPassword() {
  fireEvent.changeText(screen.getByLabelText("Email"), "ada@example.com");
  fireEvent.changeText(screen.getByLabelText("Password"), "Secret-pass-1");
  fireEvent.press(screen.getByRole("button", { name: "Sign in" }));
  return screen.findByLabelText("Authentication code");
}

describe("two-factor sign-in", () => {
  it("asks for the authenticator's code after a challenge and signs in with it", async () => {
    const api = fakeApi({
      "auth.createMobileSession": () => challenged,
      "auth.answerMobileTwoFactor": () => signedIn,
    });
    renderApp(<SignInScreen />);
    const field = await signInWithPassword();
    expect(screen.getByRole("header", { name: "Two-factor sign-in" })).toBeTruthy();
    expect(field.props.textContentType).toBe("oneTimeCode");
    expect(field.props.autoComplete).toBe("one-time-code");
    expect(field.props.inputMode).toBe("numeric");
    expect(session.get()).toEqual({ status: "signedOut" });
    fireEvent.changeText(field, "123456");
    fireEvent.press(screen.getByRole("button", { name: "Verify" }));
    await waitFor(() => expect(session.get()).toMatchObject({ status: "signedIn" }));
    expect(keychain.get("teamkit.session")).toBe("two-factor-token");
    expect(api.calls.at(-1)).toMatchObject({
      path: "auth.answerMobileTwoFactor",
      input: { challenge: challenged.challenge.id, code: "123456" },
    });
    // The challenge never reaches the device's storage.
    expect(JSON.stringify([...keychain.values()])).not.toContain(challenged.challenge.id);
  });

  it("checks the code's form before calling the server", async () => {
    const api = fakeApi({ "auth.createMobileSession": () => challenged });
    renderApp(<SignInScreen />);
    const field = await signInWithPassword();
    fireEvent.changeText(field, "12");
    fireEvent.press(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByRole("alert")).toBeTruthy();
    expect(api.calls.map((call) => call.path)).toEqual(["auth.createMobileSession"]);
  });

  it("shows a wrong code's error at the field and stays signed out", async () => {
    fakeApi({
      "auth.createMobileSession": () => challenged,
      "auth.answerMobileTwoFactor": refuse(
        "BAD_REQUEST",
        wrongCode,
        "auth.errors.invalidTwoFactorCode",
      ),
    });
    renderApp(<SignInScreen />);
    fireEvent.changeText(await signInWithPassword(), "000000");
    fireEvent.press(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByText(wrongCode)).toBeTruthy();
    expect(screen.getByLabelText("Authentication code")).toBeTruthy();
    expect(session.get()).toEqual({ status: "signedOut" });
  });

  it("leads back to sign-in once the challenge has expired", async () => {
    fakeApi({
      "auth.createMobileSession": () => challenged,
      "auth.answerMobileTwoFactor": refuse(
        "BAD_REQUEST",
        "This sign-in has expired. Please sign in again.",
        "auth.errors.twoFactorChallengeExpired",
      ),
    });
    renderApp(<SignInScreen />);
    fireEvent.changeText(await signInWithPassword(), "123456");
    fireEvent.press(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByRole("header", { name: "Sign-in expired" })).toBeTruthy();
    fireEvent.press(screen.getByRole("button", { name: "Back to sign-in" }));
    expect(await screen.findByLabelText("Password")).toBeTruthy();
    expect(screen.queryByLabelText("Authentication code")).toBeNull();
    expect(screen.getByLabelText("Email").props.value).toBe("ada@example.com");
  });

  it("switches to a recovery code and back", async () => {
    const api = fakeApi({
      "auth.createMobileSession": () => challenged,
      "auth.answerMobileTwoFactor": () => signedIn,
    });
    renderApp(<SignInScreen />);
    fireEvent.changeText(await signInWithPassword(), "12");
    fireEvent.press(screen.getByRole("button", { name: "Use a recovery code instead" }));
    const recovery = screen.getByLabelText("Recovery code");
    expect(recovery.props.value).toBe("");
    expect(
      screen.getByText("Enter one of your recovery codes. Each code works once."),
    ).toBeTruthy();
    fireEvent.press(screen.getByRole("button", { name: "Use your authenticator app instead" }));
    expect(screen.getByLabelText("Authentication code")).toBeTruthy();
    fireEvent.press(screen.getByRole("button", { name: "Use a recovery code instead" }));
    fireEvent.changeText(screen.getByLabelText("Recovery code"), "abcd-efgh-ijkm-nopq");
    fireEvent.press(screen.getByRole("button", { name: "Verify" }));
    await waitFor(() => expect(session.get()).toMatchObject({ status: "signedIn" }));
    expect(api.calls.at(-1)?.input).toEqual({
      challenge: challenged.challenge.id,
      code: "abcd-efgh-ijkm-nopq",
    });
  });

  it("answers the challenge of a sign-up's mailed code, in German", async () => {
    fakeApi({
      "auth.mobileSignUp": () => ({ email: "ada@example.com" }),
      "auth.verifyMobileSignUp": () => challenged,
      "auth.answerMobileTwoFactor": () => signedIn,
    });
    renderApp(<SignUpScreen />, "de");
    fireEvent.changeText(screen.getByLabelText("Name"), "Ada");
    fireEvent.changeText(screen.getByLabelText("E-Mail"), "ada@example.com");
    fireEvent.changeText(screen.getByLabelText("Passwort"), "Secret-pass-1");
    fireEvent.press(screen.getByRole("button", { name: "Konto erstellen" }));
    fireEvent.changeText(await screen.findByLabelText("Einmalcode"), "123456");
    fireEvent.press(screen.getByRole("button", { name: "Code bestätigen" }));
    const field = await screen.findByLabelText("Authentifizierungscode");
    fireEvent.changeText(field, "654321");
    fireEvent.press(screen.getByRole("button", { name: "Bestätigen" }));
    await waitFor(() => expect(session.get()).toMatchObject({ status: "signedIn" }));
  });
});
