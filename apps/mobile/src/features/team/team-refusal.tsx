import { router } from "expo-router";
import { openBrowserAsync } from "expo-web-browser";
import { StyleSheet, View } from "react-native";

import { Button } from "../../components/button";
import { Notice } from "../../components/notice";
import { errorKey } from "../../lib/api";
import { webBaseUrl } from "../../lib/api-url";
import { useErrorText } from "../../lib/error-text";
import { useI18n } from "../../lib/i18n";

const chooseTeam = () => router.push("/teams");

/**
 * Why a team screen stays empty, in the server's words. A team that requires two-factor sign-in
 * also gets the way out: the factor is turned on on the web only, or another team is chosen.
 */
export function TeamRefusal({ error }: { error: unknown }) {
  const { t, locale } = useI18n();
  const errorText = useErrorText();
  const turnOnTwoFactor = () =>
    void openBrowserAsync(`${webBaseUrl()}/${locale}/app/settings/account/general#two-factor`);
  return (
    <View style={styles.box}>
      <Notice text={errorText(error)} />
      {errorKey(error) === "teams.errors.twoFactorRequired" ? (
        <View style={styles.row}>
          <Button label={t("mobile.team.twoFactorOnWeb")} onPress={turnOnTwoFactor} />
          <Button label={t("mobile.teams.choose")} variant="secondary" onPress={chooseTeam} />
        </View>
      ) : null}
    </View>
  );
}

const styles = StyleSheet.create({
  box: { gap: 8 },
  row: { flexDirection: "row", flexWrap: "wrap", gap: 8 },
});
