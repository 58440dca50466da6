import { Stack } from "expo-router";

import { AccountScreen } from "../../features/account/account-screen";
import { useI18n } from "../../lib/i18n";

export default function Account() {
  const { t } = useI18n();
  return (
    <>
      <Stack.Screen options={{ title: t("account.general.title") }} />
      <AccountScreen />
    </>
  );
}
