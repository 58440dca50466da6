import { Redirect, Stack, useLocalSearchParams } from "expo-router";

import { SignUpScreen } from "../features/sign-up/sign-up-screen";
import { useI18n } from "../lib/i18n";
import { useSession } from "../lib/session";

export default function SignUp() {
  const { t } = useI18n();
  // `verify`: the address of an account not verified yet, sent here by the sign-in screen.
  const { verify } = useLocalSearchParams<{ verify?: string }>();
  // Verified with the code: a new account always starts with onboarding. Sign-in and sign-up
  // replace each other, so only this screen redirects.
  if (useSession().status === "signedIn") return <Redirect href="/onboarding" />;
  return (
    <>
      <Stack.Screen options={{ title: t("auth.signUp.title") }} />
      <SignUpScreen verifying={verify} />
    </>
  );
}
