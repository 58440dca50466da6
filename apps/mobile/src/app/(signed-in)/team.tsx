import { Stack } from "expo-router";
import { ActivityIndicator, StyleSheet, Text, View } from "react-native";

import { KeyboardScrollView } from "../../components/keyboard-scroll-view";
import { InvitationList } from "../../features/team/invitation-list";
import { InviteForm } from "../../features/team/invite-form";
import { LeaveSection } from "../../features/team/leave-section";
import { PlanSummary } from "../../features/team/plan-summary";
import { TeamRefusal } from "../../features/team/team-refusal";
import { useCurrentTeam } from "../../features/team/use-current-team";
import { WebBillingButton } from "../../features/team/web-billing";
import { withChosenTeam } from "../../features/team/with-chosen-team";
import { api } from "../../lib/api";
import { useI18n } from "../../lib/i18n";
import { useColors } from "../../lib/theme";

/**
 * The chosen team: its members, owners' invitations (revoked here too), the plan (changed on the
 * web only) and the way to leave it.
 */
function Team() {
  const { t } = useI18n();
  const colors = useColors();
  const { teamId, team, isOwner } = useCurrentTeam();
  const me = api.user.me.useQuery();
  const members = api.team.member.list.useQuery({ teamId });
  const billing = api.billing.get.useQuery({ teamId });
  const failed = members.error ?? billing.error;

  const heading = (text: string) => (
    <Text accessibilityRole="header" style={[styles.heading, { color: colors.text }]}>
      {text}
    </Text>
  );

  return (
    <KeyboardScrollView
      style={{ backgroundColor: colors.background }}
      contentContainerStyle={styles.screen}
    >
      <Stack.Screen options={{ title: team?.name ?? t("mobile.team.title") }} />
      {failed && !(members.data && billing.data) ? <TeamRefusal error={failed} /> : null}

      <View style={styles.section}>
        {heading(t("billing.currentTitle"))}
        {billing.data ? <PlanSummary subscription={billing.data.subscription} /> : null}
        {billing.isPending ? <ActivityIndicator /> : null}
        {/* Owners only, as on the web: nothing is offered until the role is known. */}
        {isOwner ? (
          <>
            <Text style={{ color: colors.muted }}>{t("mobile.team.billingOnWeb")}</Text>
            <WebBillingButton label={t("mobile.team.manageBilling")} />
          </>
        ) : null}
        {team && !isOwner ? (
          <Text style={{ color: colors.muted }}>{t("billing.membersReadOnly")}</Text>
        ) : null}
      </View>

      <View style={styles.section}>
        {heading(t("teamSettings.invite.title"))}
        {!team ? <ActivityIndicator /> : null}
        {isOwner ? (
          <>
            <Text style={{ color: colors.muted }}>{t("teamSettings.invite.description")}</Text>
            <InviteForm teamId={teamId} />
          </>
        ) : null}
        {team && !isOwner ? (
          <Text style={{ color: colors.muted }}>{t("mobile.team.membersReadOnly")}</Text>
        ) : null}
      </View>

      <View style={styles.section}>
        {heading(t("teamSettings.members.title"))}
        {team ? (
          <Text style={{ color: colors.muted }}>
            {t("teamSettings.members.description", { team: team.name })}
          </Text>
        ) : null}
        {members.isPending ? <ActivityIndicator /> : null}
        {members.data?.map((member) => (
          <View
            key={member.userId}
            testID="team-member"
            style={[styles.card, { borderColor: colors.border }]}
          >
            <Text style={[styles.name, { color: colors.text }]}>
              {member.name ?? member.email}
              {member.userId === me.data?.id ? ` (${t("teamSettings.members.you")})` : ""}
            </Text>
            <Text style={{ color: colors.muted }}>{member.email}</Text>
            <Text style={{ color: colors.text }}>{t(`teamSettings.roles.${member.role}`)}</Text>
          </View>
        ))}
      </View>

      <View style={styles.section}>
        {heading(t("teamSettings.invitations.title"))}
        <InvitationList teamId={teamId} canRevoke={isOwner} />
      </View>

      {team ? <LeaveSection teamId={teamId} teamName={team.name} /> : null}
    </KeyboardScrollView>
  );
}

const styles = StyleSheet.create({
  screen: { padding: 16, gap: 24 },
  section: { gap: 10 },
  heading: { fontSize: 18, fontWeight: "600" },
  card: { borderWidth: 1, borderRadius: 10, padding: 12, gap: 2 },
  name: { fontSize: 16, fontWeight: "600" },
});

export default withChosenTeam(Team);
