import { fireEvent, screen } from "@testing-library/react-native";
import { router } from "expo-router";

import NotFound from "../src/app/+not-found";
import { session } from "../src/lib/session";
import { renderApp, signedIn } from "./render";

describe("a path the app has no screen for", () => {
  it("says so in the app's language and leads back to the tasks", async () => {
    await signedIn("00000000-0000-4000-8000-00000000000a");
    renderApp(<NotFound />, "de");
    expect(screen.getByRole("header", { name: "Seite nicht gefunden" })).toBeTruthy();
    expect(screen.getByText("Diese Ansicht gibt es in der App nicht.")).toBeTruthy();
    expect(screen.queryByText(/Sitemap/)).toBeNull();
    fireEvent.press(screen.getByRole("button", { name: "Zu deinen Aufgaben" }));
    expect(router.replace).toHaveBeenCalledWith("/tasks");
  });

  it("signed out, leads back to sign-in", async () => {
    await session.load();
    renderApp(<NotFound />);
    expect(screen.getByRole("header", { name: "Page not found" })).toBeTruthy();
    fireEvent.press(screen.getByRole("button", { name: "Back to sign in" }));
    expect(router.replace).toHaveBeenCalledWith("/sign-in");
  });
});
