import { View } from "react-native";
import { useSafeAreaInsets } from "react-native-safe-area-context";

import { useFlash } from "../lib/flash";
import { useIsOffline } from "../lib/network";
import { useColors } from "../lib/theme";
import { FlashBanner } from "./flash-banner";
import { OfflineBanner } from "./offline-banner";

/** The flash and offline banners above the screens: below the status bar and a notch. */
export function TopBanners() {
  const insets = useSafeAreaInsets();
  const colors = useColors();
  const message = useFlash();
  const isOffline = useIsOffline();
  const isShown = !!message || isOffline;
  return (
    <View
      testID="top-banners"
      style={{ paddingTop: isShown ? insets.top : 0, backgroundColor: colors.background }}
    >
      <FlashBanner />
      <OfflineBanner />
    </View>
  );
}
