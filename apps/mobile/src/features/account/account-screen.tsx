import { ActivityIndicator, StyleSheet, Text } from "react-native";

import { KeyboardScrollView } from "../../components/keyboard-scroll-view";
import { Notice } from "../../components/notice";
import { api } from "../../lib/api";
import { useErrorText } from "../../lib/error-text";
import { useI18n } from "../../lib/i18n";
import { useColors } from "../../lib/theme";
import { SignOutButton } from "../tasks/sign-out-button";
import { AppearanceSection } from "./appearance-section";
import { AvatarField } from "./avatar-field";
import { DeleteSection } from "./delete-section";
import { NameSection } from "./name-section";
import { PasswordSection } from "./password-section";
import { Section } from "./section";
import { SessionsSection } from "./sessions-section";

/** The web's account settings, except the email change, which stays on the web. */
export function AccountScreen() {
  const { t } = useI18n();
  const colors = useColors();
  const errorText = useErrorText();
  const me = api.user.me.useQuery();

  return (
    <KeyboardScrollView
      contentContainerStyle={styles.container}
      style={{ backgroundColor: colors.background }}
    >
      {me.error ? <Notice text={errorText(me.error)} /> : null}
      {me.data ? (
        <>
          <Text style={{ color: colors.muted }}>
            {t("account.general.email.current", { email: me.data.email })}
          </Text>
          <AvatarField name={me.data.name ?? me.data.email} image={me.data.image} />
          <NameSection name={me.data.name ?? ""} />
          <PasswordSection />
          <SessionsSection />
        </>
      ) : (
        <ActivityIndicator />
      )}
      <AppearanceSection />
      <Section title={t("shell.signOut")}>
        <SignOutButton />
      </Section>
      {me.data ? <DeleteSection /> : null}
    </KeyboardScrollView>
  );
}

const styles = StyleSheet.create({
  container: { padding: 20, gap: 16, maxWidth: 560, width: "100%", alignSelf: "center" },
});
