import { useState } from "react";
import { StyleSheet, View } from "react-native";

import type { TeamRole } from "@teamkit/validators";
import { InviteMemberForm, TEAM_ROLES } from "@teamkit/validators";

import { Button } from "../../components/button";
import { ChipField, chipOptions } from "../../components/chip";
import { Notice } from "../../components/notice";
import { TextField } from "../../components/text-field";
import { api } from "../../lib/api";
import { fieldError, useErrorText } from "../../lib/error-text";
import { useI18n } from "../../lib/i18n";
import { useForm } from "../../lib/use-form";

/** An owner invites by address and role, with the web's checks, texts and server limits. */
export function InviteForm({ teamId }: { teamId: string }) {
  const { t } = useI18n();
  const errorText = useErrorText();
  const utils = api.useUtils();
  const form = useForm<{ email: string; role: TeamRole }>(
    { email: "", role: "member" },
    InviteMemberForm,
  );
  const [result, setResult] = useState<{ text: string; tone: "error" | "info" } | null>(null);
  const invite = api.team.invitation.create.useMutation({
    onSuccess: async ({ renewed }) => {
      // An address invited before got its invitation again: its earlier link no longer works.
      setResult({
        text: renewed
          ? `${t("teamSettings.invite.renewed")}. ${t("teamSettings.invite.renewedDescription")}`
          : `${t("teamSettings.invite.success")}. ${t("teamSettings.invite.successDescription")}`,
        tone: "info",
      });
      form.reset((current) => ({ ...current, email: "" }));
      await utils.team.invitation.list.invalidate({ teamId });
    },
    onError: (error) => {
      form.setErrors({
        email: fieldError(error, "email") ?? "",
        role: fieldError(error, "role") ?? "",
      });
      setResult({
        text: `${t("teamSettings.invite.failed")}: ${errorText(error)}`,
        tone: "error",
      });
    },
  });

  function submit() {
    setResult(null);
    const { email, role } = form.values;
    if (form.check()) invite.mutate({ teamId, email: email.trim(), role });
  }

  return (
    <View style={styles.form}>
      <TextField
        label={t("fields.email")}
        {...form.field("email")}
        inputMode="email"
        autoCapitalize="none"
        autoComplete="off"
        autoCorrect={false}
      />
      {/* Labelled like the email above it: "Owner" and "Member" alone do not say what they choose. */}
      <ChipField
        label={t("fields.role")}
        options={chipOptions(TEAM_ROLES, (role) => t(`teamSettings.roles.${role}`))}
        selected={form.values.role}
        onSelect={(role) => form.change("role")(role)}
      />
      {form.errors.role ? <Notice text={form.errors.role} /> : null}
      <View style={styles.row}>
        <Button
          label={t("teamSettings.invite.submit")}
          isBusy={invite.isPending}
          onPress={submit}
        />
      </View>
      {result ? <Notice text={result.text} tone={result.tone} /> : null}
    </View>
  );
}

const styles = StyleSheet.create({
  form: { gap: 10 },
  row: { flexDirection: "row", flexWrap: "wrap", gap: 8 },
});
