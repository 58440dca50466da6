import { Redirect } from "expo-router";
import { ActivityIndicator, StyleSheet, Text } from "react-native";

import { KeyboardScrollView } from "../../components/keyboard-scroll-view";
import { Notice } from "../../components/notice";
import { api } from "../../lib/api";
import { useErrorText } from "../../lib/error-text";
import { useI18n } from "../../lib/i18n";
import { startPath, useSession } from "../../lib/session";
import { useColors } from "../../lib/theme";
import { AccountStep } from "./account-step";
import { TeamStep } from "./team-step";

const TOTAL_STEPS = 2;

/** The web's onboarding: the account (name, avatar), then a team to join or create. */
export function OnboardingScreen() {
  const { t } = useI18n();
  const colors = useColors();
  const errorText = useErrorText();
  const state = api.onboarding.get.useQuery();
  const current = useSession();

  if (state.error) return <Notice text={errorText(state.error)} />;
  if (!state.data) return <ActivityIndicator style={{ marginTop: 48 }} />;
  const { step } = state.data;
  // Done already (on the web, or just now): on to the team's tasks, or the team list. Without
  // any team left, the team step is still the way to one.
  if (step === "complete" && state.data.teams.length > 0)
    return <Redirect href={startPath(current) ?? "/teams"} />;
  const stepNumber = step === "account" ? 1 : 2;

  return (
    <KeyboardScrollView
      contentContainerStyle={styles.container}
      style={{ backgroundColor: colors.background }}
    >
      {step === "complete" ? null : (
        <Text style={{ color: colors.muted }}>
          {t("onboarding.stepOf", { step: stepNumber, total: TOTAL_STEPS })}
        </Text>
      )}
      {step === "account" ? (
        <AccountStep
          name={state.data.name ?? ""}
          image={state.data.image}
          onDone={() => void state.refetch()}
        />
      ) : (
        <TeamStep
          offered={[
            ...state.data.teams.map(({ id, name, role }) => ({ id, name, role, joined: true })),
            ...state.data.invitations.map(({ teamId, teamName, role }) => ({
              id: teamId,
              name: teamName,
              role,
              joined: false,
            })),
          ]}
        />
      )}
    </KeyboardScrollView>
  );
}

const styles = StyleSheet.create({
  container: { padding: 20, gap: 14, maxWidth: 560, width: "100%", alignSelf: "center" },
});
