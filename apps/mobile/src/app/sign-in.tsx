import { Redirect, Stack } from "expo-router";

import { SignInScreen } from "../features/sign-in/sign-in-screen";
import { useI18n } from "../lib/i18n";
import { startPath, useSession } from "../lib/session";

export default function SignIn() {
  const { t } = useI18n();
  const path = startPath(useSession());
  // Signed in (just now, or already): on to the team's tasks, or to choose a team first.
  if (path && path !== "/sign-in") return <Redirect href={path} />;
  return (
    <>
      <Stack.Screen options={{ title: t("auth.login.title") }} />
      <SignInScreen />
    </>
  );
}
