import { Redirect, router, Stack, useLocalSearchParams } from "expo-router";
import { useEffect, useRef } from "react";
import { ActivityIndicator, Platform, StyleSheet, Text, View } from "react-native";

import { Button } from "../../components/button";
import { Notice } from "../../components/notice";
import { useBrowserSignIn } from "../../features/handoff/use-browser-sign-in";
import { useI18n } from "../../lib/i18n";
import { startPath, useSession } from "../../lib/session";
import { useColors } from "../../lib/theme";

type Params = { code?: string; state?: string; error?: string };

/**
 * Where the web build returns from the browser sign-in. On a phone the auth session hands the
 * answer to the sign-in screen itself, so a link that opens this route only goes back there.
 */
export default function AuthCallback() {
  const { t } = useI18n();
  const colors = useColors();
  const params = useLocalSearchParams<Params>();
  const handoff = useBrowserSignIn();
  const path = startPath(useSession());
  const isStarted = useRef(false);
  const isWeb = Platform.OS === "web";

  useEffect(() => {
    if (!isWeb || isStarted.current) return;
    isStarted.current = true;
    handoff.complete({ code: params.code, state: params.state, error: params.error });
  }, [handoff, isWeb, params]);

  if (!isWeb) return <Redirect href="/" />;
  if (handoff.isDone && path && path !== "/sign-in") return <Redirect href={path} />;
  return (
    <View style={[styles.container, { backgroundColor: colors.background }]}>
      <Stack.Screen options={{ title: t("auth.login.title") }} />
      {handoff.message ? (
        <>
          <Notice text={handoff.message} />
          <Button
            label={t("auth.checkEmail.backToSignIn")}
            onPress={() => router.replace("/sign-in")}
          />
        </>
      ) : (
        <>
          <ActivityIndicator />
          <Text style={{ color: colors.text }}>{t("mobile.handoff.signingIn")}</Text>
        </>
      )}
    </View>
  );
}

const styles = StyleSheet.create({
  container: { flex: 1, padding: 20, gap: 14, maxWidth: 480, width: "100%", alignSelf: "center" },
});
