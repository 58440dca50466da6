import { Stack } from "expo-router";

import { SignInScreen } from "../features/sign-in/sign-in-screen";
import { useI18n } from "../lib/i18n";

export default function SignIn() {
  const { t } = useI18n();
  return (
    <>
      <Stack.Screen options={{ title: t("auth.login.title") }} />
      <SignInScreen />
    </>
  );
}
