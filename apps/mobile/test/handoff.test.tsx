import { createHash } from "node:crypto";

import { fireEvent, screen, waitFor } from "@testing-library/react-native";
import * as WebBrowser from "expo-web-browser";

import type { HandoffRequest } from "../src/features/handoff/handoff";
import { readCallback } from "../src/features/handoff/handoff";
import { challengeOf, makeVerifier } from "../src/features/handoff/pkce";
import { SignInScreen } from "../src/features/sign-in/sign-in-screen";
import { session } from "../src/lib/session";
import { fakeApi, refuse } from "./fake-api";
import { keychain } from "./keychain";
import { renderApp } from "./render";

/** RFC 7636, appendix B: 32 octets, the verifier they encode, and its S256 challenge. */
const RFC_OCTETS = [
  116, 24, 223, 180, 151, 153, 224, 37, 79, 250, 96, 125, 216, 173, 187, 186, 22, 212, 37, 77, 105,
  214, 191, 240, 91, 88, 5, 88, 83, 132, 141, 121,
];
const RFC_VERIFIER = "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk";
const RFC_CHALLENGE = "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM";

const openAuthSession = jest.mocked(WebBrowser.openAuthSessionAsync);

const signedIn = {
  token: "handoff-token",
  expires: new Date(),
  user: { id: "u1", name: "Ada", email: "ada@example.com", image: null, role: "user" },
};

/** The browser answers: it redirects to the app's link with `answer` (the request's state unless set). */
function browserAnswers(answer: (state: string) => Record<string, string>) {
  const seen: URL[] = [];
  openAuthSession.mockImplementation((url: string, redirect?: string | null) => {
    const opened = new URL(url);
    seen.push(opened);
    const back = new URL(redirect ?? "");
    for (const [name, value] of Object.entries(answer(opened.searchParams.get("state") ?? "")))
      back.searchParams.set(name, value);
    return Promise.resolve({ type: "success", url: back.toString() });
  });
  return seen;
}

function pressBrowserSignIn() {
  fireEvent.press(screen.getByRole("button", { name: "Sign in with the browser" }));
}

beforeEach(async () => {
  openAuthSession.mockReset();
  await session.load();
});

describe("PKCE", () => {
  it("encodes the verifier and its S256 challenge as RFC 7636 does", async () => {
    expect(makeVerifier(new Uint8Array(RFC_OCTETS))).toBe(RFC_VERIFIER);
    expect(await challengeOf(RFC_VERIFIER)).toBe(RFC_CHALLENGE);
  });

  it("makes a fresh 43-character base64url verifier from random bytes each time", () => {
    const first = makeVerifier();
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(makeVerifier()).not.toBe(first);
  });
});

describe("the browser's answer", () => {
  const request: HandoffRequest = {
    verifier: RFC_VERIFIER,
    state: "s1",
    redirectUri: "teamkit://auth/callback",
  };

  it("takes a code only with the state of this app's own request", () => {
    expect(readCallback({ code: "c", state: "s1" }, request)).toEqual({
      code: "c",
      codeVerifier: RFC_VERIFIER,
      redirectUri: "teamkit://auth/callback",
    });
    expect(readCallback({ code: "c", state: "other" }, request)).toEqual({ failure: "mismatch" });
    expect(readCallback({ code: "c", state: "s1" }, null)).toEqual({ failure: "mismatch" });
    expect(readCallback({ error: "access_denied", state: "s1" }, request)).toEqual({
      failure: "denied",
    });
    expect(readCallback({ state: "s1" }, request)).toEqual({ failure: "failed" });
    expect(readCallback({ error: "server_error", state: "s1" }, request)).toEqual({
      failure: "failed",
    });
  });
});

describe("sign-in with the browser", () => {
  it("opens the confirmation page with an S256 challenge and trades code and verifier for a token", async () => {
    const seen = browserAnswers((state) => ({ code: "one-time-code", state }));
    const api = fakeApi({ "auth.mobileHandoff.exchange": () => signedIn });
    renderApp(<SignInScreen />);
    pressBrowserSignIn();
    await waitFor(() => expect(session.get()).toMatchObject({ status: "signedIn" }));
    expect(keychain.get("teamkit.session")).toBe("handoff-token");

    const opened = seen[0];
    expect(opened?.pathname).toBe("/en/mobile/authorize");
    expect(opened?.searchParams.get("code_challenge_method")).toBe("S256");
    const redirectUri = opened?.searchParams.get("redirect_uri");
    expect(redirectUri).toBe("teamkit://auth/callback");
    const exchange = api.calls[0];
    expect(exchange).toMatchObject({
      path: "auth.mobileHandoff.exchange",
      input: { code: "one-time-code", redirectUri, deviceName: "Test phone" },
    });
    const { codeVerifier } = exchange?.input as { codeVerifier: string };
    expect(createHash("sha256").update(codeVerifier).digest("base64url")).toBe(
      opened?.searchParams.get("code_challenge"),
    );
  });

  it("says so, and exchanges nothing, when the browser is closed, the user declines or the state differs", async () => {
    const api = fakeApi({});
    renderApp(<SignInScreen />);
    openAuthSession.mockResolvedValue({ type: WebBrowser.WebBrowserResultType.CANCEL });
    pressBrowserSignIn();
    expect(await screen.findByText("The sign-in in the browser was cancelled.")).toBeTruthy();

    browserAnswers((state) => ({ error: "access_denied", state }));
    pressBrowserSignIn();
    expect(await screen.findByText("The sign-in was declined in the browser.")).toBeTruthy();

    browserAnswers(() => ({ code: "stolen-code", state: "someone-else" }));
    pressBrowserSignIn();
    expect(
      await screen.findByText(
        "This answer from the browser does not belong to a sign-in started here. Please start again.",
      ),
    ).toBeTruthy();
    expect(api.calls).toEqual([]);
    expect(session.get()).toMatchObject({ status: "signedOut" });
  });

  it("shows the server's refusal of a spent code, in German on a German device", async () => {
    browserAnswers((state) => ({ code: "spent-code", state }));
    fakeApi({
      "auth.mobileHandoff.exchange": refuse(
        "BAD_REQUEST",
        "Diese Anmeldung aus dem Browser ist abgelaufen oder wurde schon verwendet.",
        "auth.errors.handoffInvalid",
      ),
    });
    renderApp(<SignInScreen />, "de");
    fireEvent.press(screen.getByRole("button", { name: "Mit dem Browser anmelden" }));
    expect(
      await screen.findByText(
        "Diese Anmeldung aus dem Browser ist abgelaufen oder wurde schon verwendet.",
      ),
    ).toBeTruthy();
    expect(session.get()).toMatchObject({ status: "signedOut" });
  });
});
