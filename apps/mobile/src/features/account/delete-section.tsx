import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { StyleSheet, Text, View } from "react-native";

import { DeleteAccountInput } from "@teamkit/validators";

import { Button } from "../../components/button";
import { Notice } from "../../components/notice";
import { TextField } from "../../components/text-field";
import { api } from "../../lib/api";
import { fieldError, useFailure } from "../../lib/error-text";
import { useI18n } from "../../lib/i18n";
import { preferences } from "../../lib/preferences";
import { session } from "../../lib/session";
import { useColors } from "../../lib/theme";
import { useForm } from "../../lib/use-form";
import { Section, sectionStyles } from "./section";

/**
 * The web's two steps: the current password, then "Are you sure…?". Once deleted, the device
 * forgets the session, the cache and the preferences, and shows sign-in with the web's notice (in
 * the language and colours the user chose, which the screens keep until the next sign-in).
 */
export function DeleteSection() {
  const { t } = useI18n();
  const colors = useColors();
  const failure = useFailure();
  const queryClient = useQueryClient();
  const form = useForm({ currentPassword: "" }, DeleteAccountInput);
  const [isConfirming, setConfirming] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const remove = api.user.delete.useMutation({
    onSuccess: async () => {
      await preferences.clear();
      await session.end("deleted");
      queryClient.clear();
    },
    onError: (e) => {
      setConfirming(false);
      const field = fieldError(e, "currentPassword");
      if (field) form.setErrors({ currentPassword: field });
      else setMessage(failure(e, t("account.general.delete.failed")));
    },
  });
  const ask = () => {
    setMessage(null);
    if (form.check()) setConfirming(true);
  };
  return (
    <Section title={t("account.general.delete.title")}>
      <Text style={{ color: colors.muted }}>{t("account.general.delete.warning")}</Text>
      <TextField
        label={t("fields.currentPassword")}
        {...form.field("currentPassword")}
        onChangeText={(text) => {
          form.change("currentPassword")(text);
          setConfirming(false);
        }}
        secureTextEntry
        autoComplete="current-password"
      />
      {message ? <Notice text={message} /> : null}
      {isConfirming ? (
        <View
          accessibilityRole="alert"
          style={[styles.confirm, { borderColor: colors.danger, backgroundColor: colors.surface }]}
        >
          <Text style={[sectionStyles.title, { color: colors.text }]}>
            {t("account.general.delete.confirmTitle")}
          </Text>
          <Text style={{ color: colors.text }}>{t("account.general.delete.warning")}</Text>
          <View style={sectionStyles.row}>
            <Button
              label={t("account.general.delete.cancel")}
              variant="secondary"
              onPress={() => setConfirming(false)}
              isDisabled={remove.isPending}
            />
            <Button
              label={t("account.general.delete.submit")}
              variant="danger"
              onPress={() => remove.mutate(form.values)}
              isBusy={remove.isPending}
            />
          </View>
        </View>
      ) : (
        <Button label={t("account.general.delete.submit")} variant="danger" onPress={ask} />
      )}
    </Section>
  );
}

const styles = StyleSheet.create({
  confirm: { borderWidth: 1, borderRadius: 10, padding: 14, gap: 10 },
});
