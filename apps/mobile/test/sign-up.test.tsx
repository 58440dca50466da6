import { fireEvent, screen, waitFor } from "@testing-library/react-native";
import { Redirect } from "expo-router";

import SignUp from "../src/app/sign-up";
import { SignUpScreen } from "../src/features/sign-up/sign-up-screen";
import { session } from "../src/lib/session";
import { fakeApi, Refusal, refuse } from "./fake-api";
import { keychain } from "./keychain";
import { renderApp } from "./render";

const signedIn = {
  token: "new-token",
  expires: new Date(),
  user: { id: "u1", name: "Ada", email: "ada@example.com", image: null, role: "user" },
};
const invalidOtp = new Refusal(
  "BAD_REQUEST",
  "Invalid one time password",
  "auth.errors.invalidOtp",
);

beforeEach(async () => {
  await session.load();
  jest.mocked(Redirect).mockClear();
});

function fillIn(password: string) {
  fireEvent.changeText(screen.getByLabelText("Name"), "Ada");
  fireEvent.changeText(screen.getByLabelText("Email"), "ada@example.com");
  fireEvent.changeText(screen.getByLabelText("Password"), password);
}

const rule = (name: string) => screen.getByLabelText(new RegExp(`^${name}: `));

describe("sign-up", () => {
  it("ticks the web's password rules off while the password is typed", () => {
    fakeApi({});
    renderApp(<SignUp />);
    expect(screen.getByText("Your password must contain:")).toBeTruthy();
    expect(rule("At least 8 characters").props.accessibilityLabel).toMatch(/: not met$/);
    fireEvent.changeText(screen.getByLabelText("Password"), "abc");
    expect(rule("A lowercase letter").props.accessibilityLabel).toMatch(/: met$/);
    expect(rule("An uppercase letter").props.accessibilityLabel).toMatch(/: not met$/);
    fireEvent.changeText(screen.getByLabelText("Password"), "Abcdefg1 ");
    for (const name of [
      "At least 8 characters",
      "A lowercase letter",
      "An uppercase letter",
      "A number",
      "A special character",
    ]) {
      expect(rule(name).props.accessibilityLabel).toMatch(/: met$/);
    }
  });

  it("refuses a weak password with the web's messages before calling the server", async () => {
    const api = fakeApi({});
    renderApp(<SignUp />, "de");
    fireEvent.changeText(screen.getByLabelText("Name"), "Ada");
    fireEvent.changeText(screen.getByLabelText("E-Mail"), "ada@example.com");
    fireEvent.changeText(screen.getByLabelText("Passwort"), "kurz");
    fireEvent.press(screen.getByRole("button", { name: "Konto erstellen" }));
    // The first unmet rule, under the field; the checklist shows the rest.
    expect(await screen.findByText("Muss mindestens 8 Zeichen lang sein")).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it("shows the server's 'already in use' on the form and stays on it", async () => {
    fakeApi({
      "auth.mobileSignUp": refuse(
        "CONFLICT",
        "This email is already in use.",
        "auth.errors.emailInUse",
      ),
    });
    renderApp(<SignUp />);
    fillIn("Secret-pass-1");
    fireEvent.press(screen.getByRole("button", { name: "Create account" }));
    expect(await screen.findByText("This email is already in use.")).toBeTruthy();
    expect(screen.queryByLabelText("One-time code")).toBeNull();
  });

  it("verifies with the mailed code: a short code, a wrong one, then the right one signs in", async () => {
    let answer: "wrong" | "right" = "wrong";
    const api = fakeApi({
      "auth.mobileSignUp": () => ({ email: "ada@example.com" }),
      "auth.verifyMobileSignUp": () => {
        if (answer === "wrong") throw invalidOtp;
        return signedIn;
      },
    });
    renderApp(<SignUp />);
    fillIn("Secret-pass-1");
    fireEvent.press(screen.getByRole("button", { name: "Create account" }));
    expect(
      await screen.findByText(
        "We sent a verification link and a 6-digit code to ada@example.com. Enter the code here, or open the link on any device.",
      ),
    ).toBeTruthy();
    expect(api.calls[0]).toMatchObject({
      path: "auth.mobileSignUp",
      input: { name: "Ada", email: "ada@example.com", password: "Secret-pass-1" },
    });

    const confirmCode = (code: string) => {
      fireEvent.changeText(screen.getByLabelText("One-time code"), code);
      fireEvent.press(screen.getByRole("button", { name: "Confirm code" }));
    };
    confirmCode("12");
    expect(await screen.findByText("The one time password is too short.")).toBeTruthy();
    expect(api.calls).toHaveLength(1);

    confirmCode("123456");
    expect(await screen.findByText("Invalid one time password")).toBeTruthy();
    expect(session.get()).toEqual({ status: "signedOut" });

    answer = "right";
    fireEvent.press(screen.getByRole("button", { name: "Confirm code" }));
    await waitFor(() => expect(session.get()).toMatchObject({ status: "signedIn" }));
    expect(keychain.get("teamkit.session")).toBe("new-token");
    expect(api.calls.at(-1)).toMatchObject({
      path: "auth.verifyMobileSignUp",
      input: { email: "ada@example.com", code: "123456", deviceName: "Test phone" },
    });
    await waitFor(() => expect(jest.mocked(Redirect).mock.lastCall?.[0].href).toBe("/onboarding"));
  });

  it("starts at the code step for an address the sign-in found not verified", async () => {
    const api = fakeApi({ "auth.verifyMobileSignUp": () => signedIn });
    renderApp(<SignUpScreen verifying="ada@example.com" />);
    expect(
      await screen.findByText(
        "We sent a verification link and a 6-digit code to ada@example.com. Enter the code here, or open the link on any device.",
      ),
    ).toBeTruthy();
    fireEvent.changeText(screen.getByLabelText("One-time code"), "123456");
    fireEvent.press(screen.getByRole("button", { name: "Confirm code" }));
    await waitFor(() => expect(session.get()).toMatchObject({ status: "signedIn" }));
    expect(api.calls[0]).toMatchObject({
      path: "auth.verifyMobileSignUp",
      input: { email: "ada@example.com", code: "123456" },
    });
  });

  it("sends the mail again on request", async () => {
    const api = fakeApi({
      "auth.mobileSignUp": () => ({ email: "ada@example.com" }),
      "auth.resendVerification": () => ({ sent: true }),
    });
    renderApp(<SignUp />);
    fillIn("Secret-pass-1");
    fireEvent.press(screen.getByRole("button", { name: "Create account" }));
    fireEvent.press(await screen.findByRole("button", { name: "Send the mail again" }));
    expect(
      await screen.findByText("We sent a new verification mail to ada@example.com."),
    ).toBeTruthy();
    expect(api.calls.at(-1)).toMatchObject({
      path: "auth.resendVerification",
      input: { email: "ada@example.com", forApp: true },
    });
  });

  it("goes back from the code step to the form, its values kept, to correct the address", async () => {
    const api = fakeApi({ "auth.mobileSignUp": (input) => input });
    renderApp(<SignUp />);
    fillIn("Secret-pass-1");
    fireEvent.press(screen.getByRole("button", { name: "Create account" }));
    fireEvent.press(await screen.findByRole("button", { name: "Use a different email address" }));
    expect(screen.getByLabelText("Name").props.value).toBe("Ada");
    fireEvent.changeText(screen.getByLabelText("Email"), "ada.l@example.com");
    fireEvent.press(screen.getByRole("button", { name: "Create account" }));
    expect(await screen.findByText(/a 6-digit code to ada\.l@example\.com\./)).toBeTruthy();
    expect(api.calls.at(-1)).toMatchObject({
      path: "auth.mobileSignUp",
      input: { email: "ada.l@example.com", name: "Ada" },
    });
  });
});
