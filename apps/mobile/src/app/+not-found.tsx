import { router, Stack } from "expo-router";
import { Text } from "react-native";

import { Button } from "../components/button";
import { FormScreen } from "../components/form-screen";
import { useI18n } from "../lib/i18n";
import { useSession } from "../lib/session";
import { useColors } from "../lib/theme";

/** Any path the app has no screen for (an old or mistyped link): back to the tasks, or sign-in. */
export default function NotFound() {
  const { t } = useI18n();
  const colors = useColors();
  const isSignedOut = useSession().status === "signedOut";
  return (
    <>
      <Stack.Screen options={{ title: t("errors.notFound") }} />
      <FormScreen title={t("errors.notFound")}>
        <Text style={{ color: colors.muted }}>{t("mobile.notFound.text")}</Text>
        {isSignedOut ? (
          <Button
            label={t("auth.checkEmail.backToSignIn")}
            onPress={() => router.replace("/sign-in")}
          />
        ) : (
          // Without a chosen team the task list sends on to the team list.
          <Button label={t("mobile.notFound.toTasks")} onPress={() => router.replace("/tasks")} />
        )}
      </FormScreen>
    </>
  );
}
