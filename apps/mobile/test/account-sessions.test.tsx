import { fireEvent, screen, waitFor, within } from "@testing-library/react-native";

import Account from "../src/app/(signed-in)/account";
import { preferences } from "../src/lib/preferences";
import { fakeApi, refuse } from "./fake-api";
import { renderApp, signedIn } from "./render";
import { me } from "./user";

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(Date.now() - ms);

const thisPhone = {
  id: "s-phone",
  kind: "mobile",
  deviceName: "Ada's iPhone",
  browser: null,
  os: null,
  isCurrent: true,
  createdAt: ago(2 * DAY),
  lastActiveAt: ago(5 * MINUTE),
};
const firefox = {
  id: "s-firefox",
  kind: "web",
  deviceName: null,
  browser: "Firefox 133",
  os: "Windows",
  isCurrent: false,
  createdAt: ago(4 * DAY),
  lastActiveAt: ago(3 * DAY),
};
const tablet = {
  id: "s-tablet",
  kind: "mobile",
  deviceName: "Ada's iPad",
  browser: null,
  os: null,
  isCurrent: false,
  createdAt: ago(3 * HOUR),
  lastActiveAt: ago(2 * HOUR),
};
const trustedChrome = {
  id: "tb-chrome",
  browser: "Chrome 131",
  os: "macOS",
  createdAt: ago(DAY),
  lastUsedAt: ago(DAY),
  expiresAt: new Date("2030-01-15T12:00:00Z"),
};

type Handlers = Parameters<typeof fakeApi>[0];

/** A server that ends sessions and forgets browsers as the real one does: the list shrinks. */
function sessionsServer(overrides: Handlers = {}) {
  let sessions = [thisPhone, firefox, tablet];
  let trustedBrowsers = [trustedChrome];
  const api = fakeApi({
    "user.me": () => me,
    "user.sessions.list": () => ({ sessions, trustedBrowsers }),
    "user.sessions.end": (input) => {
      sessions = sessions.filter((session) => session.id !== (input as { id: string }).id);
      return { ok: true };
    },
    "user.sessions.endOthers": () => {
      const ended = sessions.filter((session) => !session.isCurrent).length;
      sessions = sessions.filter((session) => session.isCurrent);
      return { ended };
    },
    "user.sessions.forgetBrowser": (input) => {
      const { id } = input as { id: string };
      trustedBrowsers = trustedBrowsers.filter((browser) => browser.id !== id);
      return { ok: true };
    },
    ...overrides,
  });
  const callsTo = (path: string) => api.calls.filter((call) => call.path === path);
  return { ...api, callsTo };
}

function at<T>(list: T[], index: number): T {
  const item = list[index];
  if (item === undefined) throw new Error(`no item ${index}`);
  return item;
}

const sessionRows = () => screen.findAllByTestId("session");

beforeEach(async () => {
  await Promise.all([signedIn("t1"), preferences.load()]);
});

describe("account sessions", () => {
  it("lists every device, this one first and marked, with the web's details", async () => {
    sessionsServer();
    renderApp(<Account />);
    const rows = await sessionRows();
    expect(rows).toHaveLength(3);
    const [current, web, ipad] = [at(rows, 0), at(rows, 1), at(rows, 2)];

    expect(within(current).getByText("Ada's iPhone")).toBeTruthy();
    expect(within(current).getByText("This device")).toBeTruthy();
    expect(
      within(current).getByText("Mobile app · Signed in 2 days ago · Active in the last hour"),
    ).toBeTruthy();
    // This device is signed out with "Sign out", never ended here.
    expect(within(current).queryByRole("button")).toBeNull();

    expect(within(web).getByText("Firefox 133 on Windows")).toBeTruthy();
    expect(within(web).queryByText("This device")).toBeNull();
    expect(
      within(web).getByText("Web browser · Signed in 4 days ago · Active 3 days ago"),
    ).toBeTruthy();
    expect(
      within(web).getByRole("button", { name: "End the session on Firefox 133 on Windows" }),
    ).toBeTruthy();
    expect(
      within(ipad).getByText("Mobile app · Signed in 3 hours ago · Active 2 hours ago"),
    ).toBeTruthy();

    expect(screen.getByRole("header", { name: "Trusted browsers" })).toBeTruthy();
    expect(screen.getByText("Chrome 131 on macOS")).toBeTruthy();
    expect(screen.getByText("Trusted until Jan 15, 2030")).toBeTruthy();
  });

  it("ends another session only after asking, and its row goes", async () => {
    const api = sessionsServer();
    renderApp(<Account />);
    const endFirefox = { name: "End the session on Firefox 133 on Windows" };
    const question = "End the session on Firefox 133 on Windows?";
    fireEvent.press(await screen.findByRole("button", endFirefox));
    expect(screen.getByText(question)).toBeTruthy();
    expect(screen.getByText("That device is signed out at its next request.")).toBeTruthy();
    fireEvent.press(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByText(question)).toBeNull();
    expect(api.callsTo("user.sessions.end")).toEqual([]);

    fireEvent.press(screen.getByRole("button", endFirefox));
    expect(screen.getByText(question)).toBeTruthy();
    // The question's button has the row's name: the row's own is gone meanwhile.
    fireEvent.press(screen.getByRole("button", endFirefox));
    expect(
      await screen.findByText(
        "The session has ended. That device is signed out at its next request.",
      ),
    ).toBeTruthy();
    expect(api.callsTo("user.sessions.end").map((call) => call.input)).toEqual([
      { id: "s-firefox" },
    ]);
    expect(screen.queryByText("Firefox 133 on Windows")).toBeNull();
    expect(screen.queryByText(question)).toBeNull();
    await waitFor(async () => expect(await sessionRows()).toHaveLength(2));
  });

  it("signs out everywhere else after asking, says how many ended, and stays signed in", async () => {
    const api = sessionsServer();
    renderApp(<Account />);
    fireEvent.press(await screen.findByRole("button", { name: "End all other sessions" }));
    expect(screen.getByText("End all other sessions?")).toBeTruthy();
    expect(
      screen.getByText(
        "Every other browser and phone is signed out at its next request. This device stays signed in.",
      ),
    ).toBeTruthy();
    fireEvent.press(screen.getByRole("button", { name: "End all other sessions" }));

    expect(await screen.findByText("2 other sessions have ended.")).toBeTruthy();
    expect(api.callsTo("user.sessions.endOthers")).toHaveLength(1);
    const rows = await sessionRows();
    expect(rows).toHaveLength(1);
    expect(within(at(rows, 0)).getByText("This device")).toBeTruthy();
    expect(screen.getByText("You are signed in only here.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "End all other sessions" })).toBeNull();
  });

  it("forgets a trusted browser", async () => {
    const api = sessionsServer();
    renderApp(<Account />);
    fireEvent.press(await screen.findByRole("button", { name: "Forget Chrome 131 on macOS" }));
    expect(
      await screen.findByText(
        "The browser is no longer trusted. It asks for a code at its next sign-in.",
      ),
    ).toBeTruthy();
    expect(api.callsTo("user.sessions.forgetBrowser").map((call) => call.input)).toEqual([
      { id: "tb-chrome" },
    ]);
    expect(screen.queryByText("Chrome 131 on macOS")).toBeNull();
    expect(screen.queryByRole("header", { name: "Trusted browsers" })).toBeNull();
  });

  it("shows a device signed in only here without the button for the others", async () => {
    sessionsServer({
      "user.sessions.list": () => ({ sessions: [thisPhone], trustedBrowsers: [] }),
    });
    renderApp(<Account />);
    expect(await screen.findByText("You are signed in only here.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "End all other sessions" })).toBeNull();
    expect(screen.queryByText("Trusted browsers")).toBeNull();
  });

  it("shows the loading state, then the list", async () => {
    let answer: (list: unknown) => void = () => {};
    const api = sessionsServer({
      "user.sessions.list": () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    renderApp(<Account />);
    expect(await screen.findByLabelText("Loading…")).toBeTruthy();
    await waitFor(() => expect(api.callsTo("user.sessions.list")).toHaveLength(1));
    answer({ sessions: [thisPhone, firefox], trustedBrowsers: [] });
    expect(await screen.findByText("Firefox 133 on Windows")).toBeTruthy();
    expect(screen.queryByLabelText("Loading…")).toBeNull();
  });

  it("says why the list could not be loaded", async () => {
    sessionsServer({
      "user.sessions.list": refuse(
        "TOO_MANY_REQUESTS",
        "Too many requests. Please try again later.",
        "errors.rateLimited",
      ),
    });
    renderApp(<Account />);
    expect(await screen.findByText("Too many requests. Please try again later.")).toBeTruthy();
    expect(screen.queryByTestId("session")).toBeNull();
  });

  describe("in German", () => {
    it("speaks German, and shows the server's refusal in German", async () => {
      const api = sessionsServer({
        "user.sessions.end": refuse(
          "NOT_FOUND",
          "Diese Sitzung ist bereits beendet.",
          "account.sessions.errors.notFound",
        ),
      });
      renderApp(<Account />, "de");
      const current = at(await sessionRows(), 0);
      expect(within(current).getByText("Dieses Gerät")).toBeTruthy();
      expect(
        within(current).getByText(
          "Mobile-App · Angemeldet vor 2 Tagen · In der letzten Stunde aktiv",
        ),
      ).toBeTruthy();
      expect(screen.getByRole("header", { name: "Sitzungen" })).toBeTruthy();
      expect(
        screen.getByText("Webbrowser · Angemeldet vor 4 Tagen · Aktiv vor 3 Tagen"),
      ).toBeTruthy();
      expect(screen.getByRole("header", { name: "Vertrauenswürdige Browser" })).toBeTruthy();
      expect(screen.getByText("Vertraut bis 15.01.2030")).toBeTruthy();

      const endFirefox = { name: "Sitzung auf Firefox 133 unter Windows beenden" };
      fireEvent.press(screen.getByRole("button", endFirefox));
      expect(screen.getByText("Sitzung auf Firefox 133 unter Windows beenden?")).toBeTruthy();
      expect(
        screen.getByText("Das Gerät wird bei seiner nächsten Anfrage abgemeldet."),
      ).toBeTruthy();
      expect(screen.getByRole("button", { name: "Abbrechen" })).toBeTruthy();
      fireEvent.press(screen.getByRole("button", endFirefox));
      expect(await screen.findByText("Diese Sitzung ist bereits beendet.")).toBeTruthy();
      expect(api.callsTo("user.sessions.end")[0]?.headers["x-teamkit-locale"]).toBe("de");
    });

    it("says in German what failed when the server gives no reason", async () => {
      sessionsServer({
        "user.sessions.endOthers": refuse(
          "BAD_REQUEST",
          "Something went wrong.",
          "errors.internal",
        ),
      });
      renderApp(<Account />, "de");
      fireEvent.press(
        await screen.findByRole("button", { name: "Alle anderen Sitzungen beenden" }),
      );
      expect(screen.getByText("Alle anderen Sitzungen beenden?")).toBeTruthy();
      expect(
        screen.getByText(
          "Alle anderen Browser und Telefone werden bei ihrer nächsten Anfrage abgemeldet. Dieses Gerät bleibt angemeldet.",
        ),
      ).toBeTruthy();
      fireEvent.press(screen.getByRole("button", { name: "Alle anderen Sitzungen beenden" }));
      expect(
        await screen.findByText("Wir konnten die Sitzung nicht beenden. Bitte versuche es erneut."),
      ).toBeTruthy();
      expect(await sessionRows()).toHaveLength(3);
    });
  });
});
