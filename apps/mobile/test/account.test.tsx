import { fireEvent, screen, waitFor } from "@testing-library/react-native";
import { launchImageLibraryAsync } from "expo-image-picker";

import Account from "../src/app/(signed-in)/account";
import { centreSquare } from "../src/features/account/avatar";
import { SignInScreen } from "../src/features/sign-in/sign-in-screen";
import { network } from "../src/lib/network";
import { preferences } from "../src/lib/preferences";
import { session } from "../src/lib/session";
import { fakeApi, refuse } from "./fake-api";
import { keychain } from "./keychain";
import { renderApp, signedIn } from "./render";
import { me } from "./user";

jest.mock("expo-image-picker", () => ({ launchImageLibraryAsync: jest.fn() }));
const mockManipulate = jest.fn();
jest.mock("expo-image-manipulator", () => ({
  ImageManipulator: { manipulate: (uri: string): unknown => mockManipulate(uri) },
  SaveFormat: { JPEG: "jpeg" },
}));

const thisPhone = {
  id: "s1",
  kind: "mobile",
  deviceName: "Ada's phone",
  browser: null,
  os: null,
  isCurrent: true,
  createdAt: new Date(),
  lastActiveAt: new Date(),
};

/** What the account screen loads: the user, and the sessions (this phone only). */
const accountScreen = {
  "user.me": () => me,
  "user.sessions.list": () => ({ sessions: [thisPhone], trustedBrowsers: [] }),
};

function last<T>(list: T[]): T {
  const item = list.at(-1);
  if (item === undefined) throw new Error("empty list");
  return item;
}

beforeEach(async () => {
  await Promise.all([signedIn("t1"), preferences.load()]);
});

describe("account", () => {
  it("switches the app to German and keeps the choice; the server hears it too", async () => {
    const api = fakeApi({
      ...accountScreen,
      "user.update": () => ({ name: "Ada L." }),
      "user.setLocale": () => ({ locale: "de" }),
    });
    renderApp(<Account />);
    fireEvent.press(await screen.findByRole("radio", { name: "Deutsch" }));
    expect(await screen.findByText("Farbmodus")).toBeTruthy();
    expect(keychain.get("teamkit.locale")).toBe("de");
    // The account's mails follow the choice.
    await waitFor(() =>
      expect(api.calls.find((call) => call.path === "user.setLocale")).toMatchObject({
        input: { locale: "de" },
      }),
    );
    fireEvent.changeText(screen.getByLabelText("Name"), "Ada L.");
    fireEvent.press(screen.getByRole("button", { name: "Speichern" }));
    expect(await screen.findByText("Dein Name wurde geändert.")).toBeTruthy();
    const update = api.calls.find((call) => call.path === "user.update");
    expect(update).toMatchObject({ input: { name: "Ada L." } });
    expect(update?.headers["x-teamkit-locale"]).toBe("de");
  });

  it("keeps the colour mode on the device", async () => {
    fakeApi(accountScreen);
    renderApp(<Account />);
    fireEvent.press(await screen.findByRole("radio", { name: "Dark" }));
    await waitFor(() => expect(keychain.get("teamkit.colorMode")).toBe("dark"));
    expect(screen.getByRole("radio", { name: "Dark" }).props.accessibilityState).toMatchObject({
      checked: true,
    });
  });

  it("says so when a change is refused for being offline, not that it failed", async () => {
    const api = fakeApi(accountScreen);
    renderApp(<Account />);
    fireEvent.changeText(await screen.findByLabelText("Name"), "Ada L.");
    // Every load has answered: none can mark the server reachable again.
    expect(await screen.findByText("You are signed in only here.")).toBeTruthy();
    network.failed(new TypeError("Network request failed"));
    fireEvent.press(screen.getByRole("button", { name: "Save" }));
    expect(
      await screen.findByText(
        "You are offline. Nothing was changed: try again when you are back online.",
      ),
    ).toBeTruthy();
    expect(screen.queryByText("Could not update your name. Please try again later.")).toBeNull();
    expect(api.calls.some((call) => call.path === "user.update")).toBe(false);
  });

  it("clears the server's message for a field as soon as it is edited", async () => {
    const wrongPassword = "Your current password is not correct.";
    fakeApi({
      ...accountScreen,
      "auth.changePassword": refuse(
        "BAD_REQUEST",
        wrongPassword,
        "auth.errors.currentPasswordWrong",
        "currentPassword",
      ),
    });
    renderApp(<Account />);
    // The password section's field; the deletion's is the last one.
    const current = async () => {
      const [field] = await screen.findAllByLabelText("Current password");
      if (!field) throw new Error("no password field");
      return field;
    };
    fireEvent.changeText(await current(), "Wrong-pass-1");
    fireEvent.changeText(screen.getByLabelText("New password"), "Another-secret-2");
    fireEvent.press(screen.getByRole("button", { name: "Change password" }));
    expect(await screen.findByText(wrongPassword)).toBeTruthy();
    fireEvent.changeText(await current(), "Wrong-pass-1x");
    expect(screen.queryByText(wrongPassword)).toBeNull();
  });

  it("asks before deleting; cancelling deletes nothing", async () => {
    const api = fakeApi(accountScreen);
    renderApp(<Account />);
    fireEvent.press(await screen.findByRole("button", { name: "Delete account" }));
    expect(await screen.findByText("Required")).toBeTruthy();
    expect(screen.queryByText("Are you sure you want to delete your account?")).toBeNull();

    fireEvent.changeText(last(screen.getAllByLabelText("Current password")), "Secret-pass-1");
    fireEvent.press(screen.getByRole("button", { name: "Delete account" }));
    expect(screen.getByText("Are you sure you want to delete your account?")).toBeTruthy();
    fireEvent.press(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByText("Are you sure you want to delete your account?")).toBeNull();
    expect(api.calls.some((call) => call.path === "user.delete")).toBe(false);
  });

  it("shows a wrong password under the field and keeps the account", async () => {
    const wrongPassword = "Your current password is not correct.";
    fakeApi({
      ...accountScreen,
      "user.delete": refuse("BAD_REQUEST", wrongPassword, "auth.errors.currentPasswordWrong"),
    });
    renderApp(<Account />);
    fireEvent.changeText(last(await screen.findAllByLabelText("Current password")), "Wrong-pass-1");
    fireEvent.press(screen.getByRole("button", { name: "Delete account" }));
    expect(screen.getByText("Are you sure you want to delete your account?")).toBeTruthy();
    const buttons = screen.getAllByRole("button", { name: "Delete account" });
    fireEvent.press(last(buttons));
    expect(await screen.findByText(wrongPassword)).toBeTruthy();
    expect(session.get()).toMatchObject({ status: "signedIn" });
  });

  it("after deletion forgets the token, the team and the preferences, and says so at sign-in", async () => {
    keychain.set("teamkit.locale", "en");
    await preferences.load();
    const api = fakeApi({ ...accountScreen, "user.delete": () => ({ ok: true }) });
    const account = renderApp(<Account />);
    fireEvent.changeText(
      last(await screen.findAllByLabelText("Current password")),
      "Secret-pass-1",
    );
    fireEvent.press(screen.getByRole("button", { name: "Delete account" }));
    fireEvent.press(last(screen.getAllByRole("button", { name: "Delete account" })));
    await waitFor(() => expect(session.get()).toEqual({ status: "signedOut", reason: "deleted" }));
    expect([...keychain.keys()]).toEqual([]);
    expect(api.calls.find((call) => call.path === "user.delete")?.input).toEqual({
      currentPassword: "Secret-pass-1",
    });
    account.unmount();
    renderApp(<SignInScreen />);
    expect(screen.getByText("Your account has been deleted.")).toBeTruthy();
  });

  it("after deletion says so in the language and colours the user chose, until the next sign-in", async () => {
    keychain.set("teamkit.locale", "de");
    keychain.set("teamkit.colorMode", "dark");
    await preferences.load();
    fakeApi({ ...accountScreen, "user.delete": () => ({ ok: true }) });
    const account = renderApp(<Account />);
    fireEvent.changeText(
      last(await screen.findAllByLabelText("Aktuelles Passwort")),
      "Secret-pass-1",
    );
    fireEvent.press(screen.getByRole("button", { name: "Konto löschen" }));
    fireEvent.press(last(screen.getAllByRole("button", { name: "Konto löschen" })));
    await waitFor(() => expect(session.get()).toEqual({ status: "signedOut", reason: "deleted" }));
    // Nothing of the user stays on the device.
    expect([...keychain.keys()]).toEqual([]);
    account.unmount();
    const signIn = renderApp(<SignInScreen />);
    // In the dark mode's text colour.
    expect(screen.getByText("Dein Konto wurde gelöscht.")).toHaveStyle({ color: "#fafafa" });
    signIn.unmount();

    // Whoever signs in next starts with the device's language and the system's colours.
    await session.signIn({ token: "next-token" });
    expect(preferences.get()).toEqual({ locale: null, colorMode: "system" });
  });

  it("uploads the picked picture as a square of 256 pixels", async () => {
    jest.mocked(launchImageLibraryAsync).mockResolvedValue({
      canceled: false,
      assets: [{ uri: "file:///photo.jpg", width: 1200, height: 800 }],
    } as never);
    const saved = { base64: "AAAA", uri: "", width: 256, height: 256 };
    const rendered = { saveAsync: jest.fn(() => Promise.resolve(saved)) };
    const crop = jest.fn();
    const resize = jest.fn();
    const context: unknown = {
      crop: (rect: unknown) => (crop(rect), context),
      resize: (size: unknown) => (resize(size), context),
      renderAsync: () => Promise.resolve(rendered),
    };
    mockManipulate.mockReturnValue(context);
    const api = fakeApi({
      ...accountScreen,
      "user.avatar.update": () => ({ image: "/api/avatar/a1" }),
    });
    renderApp(<Account />);
    fireEvent.press(await screen.findByRole("button", { name: "Choose a picture" }));
    expect(await screen.findByText("Your avatar has been updated.")).toBeTruthy();
    expect(launchImageLibraryAsync).toHaveBeenCalledWith(
      expect.objectContaining({ allowsEditing: true, aspect: [1, 1] }),
    );
    expect(crop).toHaveBeenCalledWith({
      originX: 200,
      originY: 0,
      width: 800,
      height: 800,
    });
    expect(resize).toHaveBeenCalledWith({ width: 256, height: 256 });
    expect(api.calls.find((call) => call.path === "user.avatar.update")?.input).toEqual({
      image: "AAAA",
    });
  });
});

describe("centreSquare", () => {
  it("takes the largest centred square", () => {
    expect(centreSquare(100, 300)).toEqual({ originX: 0, originY: 100, width: 100, height: 100 });
    expect(centreSquare(50, 50)).toEqual({ originX: 0, originY: 0, width: 50, height: 50 });
  });
});
