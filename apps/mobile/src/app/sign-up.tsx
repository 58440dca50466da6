import { Redirect, Stack } from "expo-router";

import { SignUpScreen } from "../features/sign-up/sign-up-screen";
import { useI18n } from "../lib/i18n";
import { useSession } from "../lib/session";

export default function SignUp() {
  const { t } = useI18n();
  // Verified with the code: a new account always starts with onboarding. Sign-in and sign-up
  // replace each other, so only this screen redirects.
  if (useSession().status === "signedIn") return <Redirect href="/onboarding" />;
  return (
    <>
      <Stack.Screen options={{ title: t("auth.signUp.title") }} />
      <SignUpScreen />
    </>
  );
}
