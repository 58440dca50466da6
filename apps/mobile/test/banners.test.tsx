import type { StyleProp, ViewStyle } from "react-native";

import { act, screen } from "@testing-library/react-native";
import { StyleSheet } from "react-native";
import { SafeAreaProvider } from "react-native-safe-area-context";

import { TopBanners } from "../src/components/top-banners";
import { flash } from "../src/lib/flash";
import { network } from "../src/lib/network";
import { renderApp } from "./render";

/** A phone with a notch and a home indicator. */
const notched = {
  frame: { x: 0, y: 0, width: 390, height: 844 },
  insets: { top: 47, left: 0, right: 0, bottom: 34 },
};

beforeEach(() => flash.clear());

describe("the banners above the screens", () => {
  it("sit below the status bar and the notch while one shows, with no room kept below", () => {
    renderApp(
      <SafeAreaProvider initialMetrics={notched}>
        <TopBanners />
      </SafeAreaProvider>,
    );
    const styleOf = (element: { props: { style?: unknown } }) =>
      StyleSheet.flatten(element.props.style as StyleProp<ViewStyle>);
    const paddingTop = () => styleOf(screen.getByTestId("top-banners")).paddingTop;
    expect(paddingTop()).toBe(0);

    act(() => network.failed(new TypeError("Network request failed")));
    expect(screen.getByTestId("offline-banner")).toBeTruthy();
    expect(paddingTop()).toBe(47);

    act(() => flash.show("The task could not be moved."));
    expect(paddingTop()).toBe(47);
    expect(styleOf(screen.getByHintText("Close")).marginBottom).toBeUndefined();

    act(() => {
      flash.clear();
      network.reset();
    });
    expect(paddingTop()).toBe(0);
  });
});
