import type { ScrollViewProps } from "react-native";

import { HeaderHeightContext } from "expo-router/react-navigation";
import { useContext } from "react";
import { KeyboardAvoidingView, Platform, ScrollView, StyleSheet } from "react-native";

/**
 * A form's scroll view that keeps the focused field above the keyboard. iOS insets the scroll view
 * itself; Android draws edge to edge, so its window no longer shrinks for the keyboard and the
 * view does instead (a scroll view keeps its focused child visible when it shrinks).
 */
export function KeyboardScrollView(props: ScrollViewProps) {
  // The stack's bar sits above the screen: the keyboard's top is measured from the window's.
  const headerHeight = useContext(HeaderHeightContext) ?? 0;
  const scroll = (
    <ScrollView automaticallyAdjustKeyboardInsets keyboardShouldPersistTaps="handled" {...props} />
  );
  if (Platform.OS !== "android") return scroll;
  return (
    <KeyboardAvoidingView
      style={styles.fill}
      behavior="height"
      keyboardVerticalOffset={headerHeight}
    >
      {scroll}
    </KeyboardAvoidingView>
  );
}

const styles = StyleSheet.create({ fill: { flex: 1 } });
