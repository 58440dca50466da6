import { render, screen } from "@testing-library/react-native";
import { HeaderHeightContext } from "expo-router/react-navigation";
import { KeyboardAvoidingView, Platform, Text } from "react-native";

import { KeyboardScrollView } from "../src/components/keyboard-scroll-view";

function form() {
  return render(
    <HeaderHeightContext.Provider value={56}>
      <KeyboardScrollView testID="form">
        <Text>Title</Text>
      </KeyboardScrollView>
    </HeaderHeightContext.Provider>,
  );
}

afterEach(() => jest.restoreAllMocks());

describe("a form and the keyboard", () => {
  it("on iOS, insets the scroll view itself", () => {
    form();
    expect(screen.UNSAFE_queryByType(KeyboardAvoidingView)).toBeNull();
    expect(screen.getByTestId("form").props).toMatchObject({
      automaticallyAdjustKeyboardInsets: true,
      keyboardShouldPersistTaps: "handled",
    });
  });

  it("on Android (edge to edge), shrinks the view above the keyboard, measured below the header", () => {
    jest.replaceProperty(Platform, "OS", "android");
    form();
    const avoiding = screen.UNSAFE_getByType(KeyboardAvoidingView);
    expect(avoiding.props.behavior).toBe("height");
    expect(avoiding.props.keyboardVerticalOffset).toBe(56);
    expect(screen.getByTestId("form")).toBeTruthy();
  });
});
