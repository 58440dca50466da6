import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { StyleSheet, Text, View } from "react-native";

import type { Locale } from "@teamkit/i18n";
import { LOCALES } from "@teamkit/i18n";
import { ChangePasswordInput, DeleteAccountInput, UpdateNameInput } from "@teamkit/validators";

import type { ColorMode } from "../../lib/preferences";
import { Button } from "../../components/button";
import { Chip } from "../../components/chip";
import { Notice } from "../../components/notice";
import { TextField } from "../../components/text-field";
import { api, errorKey } from "../../lib/api";
import { fieldError, useErrorText } from "../../lib/error-text";
import { useI18n } from "../../lib/i18n";
import { preferences, usePreferences } from "../../lib/preferences";
import { session } from "../../lib/session";
import { useColors } from "../../lib/theme";
import { validate } from "../../lib/validate";
import { PasswordChecklist } from "../sign-up/password-checklist";

type Message = { text: string; tone: "info" | "error" } | null;

export function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const colors = useColors();
  return (
    <View style={[styles.section, { borderColor: colors.border }]}>
      <Text accessibilityRole="header" style={[styles.title, { color: colors.text }]}>
        {title}
      </Text>
      {children}
    </View>
  );
}

/** A refusal the user can act on is shown as the server says it; anything else as `failed`. */
function useFailure() {
  const errorText = useErrorText();
  return (error: unknown, failed: string) => {
    const key = errorKey(error);
    return key && key !== "errors.internal" ? errorText(error) : failed;
  };
}

export function NameSection({ name: initialName }: { name: string }) {
  const { t } = useI18n();
  const failure = useFailure();
  const queryClient = useQueryClient();
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | undefined>();
  const [message, setMessage] = useState<Message>(null);
  const update = api.user.update.useMutation({
    onSuccess: () => {
      setMessage({ text: t("account.general.name.updated"), tone: "info" });
      void queryClient.invalidateQueries();
    },
    onError: (e) =>
      setMessage({ text: failure(e, t("account.general.name.failed")), tone: "error" }),
  });
  const submit = () => {
    setMessage(null);
    const found = validate(UpdateNameInput, { name }, t);
    setError(found.name);
    if (!found.name) update.mutate({ name });
  };
  return (
    <Section title={t("account.general.name.title")}>
      <TextField
        label={t("fields.name")}
        value={name}
        onChangeText={(text) => {
          setName(text);
          setError(undefined);
        }}
        error={error}
        autoComplete="name"
        onSubmitEditing={submit}
      />
      {message ? <Notice tone={message.tone} text={message.text} /> : null}
      <Button label={t("account.general.save")} onPress={submit} isBusy={update.isPending} />
    </Section>
  );
}

export function PasswordSection() {
  const { t } = useI18n();
  const colors = useColors();
  const failure = useFailure();
  const [values, setValues] = useState({ currentPassword: "", newPassword: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<Message>(null);
  const change = api.auth.changePassword.useMutation({
    onSuccess: () => {
      setValues({ currentPassword: "", newPassword: "" });
      setMessage({
        text: `${t("account.general.password.updated")} ${t("account.general.password.otherSessions")}`,
        tone: "info",
      });
    },
    onError: (e) => {
      if (!fieldError(e, "currentPassword") && !fieldError(e, "newPassword"))
        setMessage({ text: failure(e, t("account.general.password.failed")), tone: "error" });
    },
  });
  const set = (field: keyof typeof values) => (text: string) => {
    setValues((current) => ({ ...current, [field]: text }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  };
  const submit = () => {
    setMessage(null);
    change.reset();
    const found = validate(ChangePasswordInput, values, t);
    setErrors(found);
    if (Object.keys(found).length === 0) change.mutate(values);
  };
  return (
    <Section title={t("account.general.password.title")}>
      <Text style={{ color: colors.muted }}>{t("account.general.password.description")}</Text>
      <TextField
        label={t("fields.currentPassword")}
        value={values.currentPassword}
        onChangeText={set("currentPassword")}
        error={errors.currentPassword ?? fieldError(change.error, "currentPassword")}
        secureTextEntry
        autoComplete="current-password"
      />
      <TextField
        label={t("fields.newPassword")}
        value={values.newPassword}
        onChangeText={set("newPassword")}
        error={errors.newPassword ?? fieldError(change.error, "newPassword")}
        secureTextEntry
        autoComplete="new-password"
      />
      <PasswordChecklist password={values.newPassword} />
      {message ? <Notice tone={message.tone} text={message.text} /> : null}
      <Button
        label={t("account.general.password.submit")}
        onPress={submit}
        isBusy={change.isPending}
      />
    </Section>
  );
}

const COLOR_MODES: readonly ColorMode[] = ["system", "light", "dark"];

export function AppearanceSection() {
  const { t, locale } = useI18n();
  const { colorMode } = usePreferences();
  return (
    <>
      <Section title={t("localeSwitcher.label")}>
        <View accessibilityRole="radiogroup" style={styles.row}>
          {LOCALES.map((option: Locale) => (
            <Chip
              key={option}
              label={t(`localeSwitcher.${option}`)}
              isSelected={locale === option}
              onPress={() => void preferences.setLocale(option)}
            />
          ))}
        </View>
      </Section>
      <Section title={t("colorModeSwitcher.label")}>
        <View accessibilityRole="radiogroup" style={styles.row}>
          {COLOR_MODES.map((mode) => (
            <Chip
              key={mode}
              label={t(`colorModeSwitcher.${mode}`)}
              isSelected={colorMode === mode}
              onPress={() => void preferences.setColorMode(mode)}
            />
          ))}
        </View>
      </Section>
    </>
  );
}

/**
 * The web's two steps: the current password, then "Are you sure…?". Once deleted, the device
 * forgets the session, the cache and the preferences, and shows sign-in with the web's notice.
 */
export function DeleteSection() {
  const { t } = useI18n();
  const colors = useColors();
  const failure = useFailure();
  const queryClient = useQueryClient();
  const [currentPassword, setCurrentPassword] = useState("");
  const [error, setError] = useState<string | undefined>();
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
      if (field) setError(field);
      else setMessage(failure(e, t("account.general.delete.failed")));
    },
  });
  const ask = () => {
    setMessage(null);
    const found = validate(DeleteAccountInput, { currentPassword }, t);
    setError(found.currentPassword);
    if (!found.currentPassword) setConfirming(true);
  };
  return (
    <Section title={t("account.general.delete.title")}>
      <Text style={{ color: colors.muted }}>{t("account.general.delete.warning")}</Text>
      <TextField
        label={t("fields.currentPassword")}
        value={currentPassword}
        onChangeText={(text) => {
          setCurrentPassword(text);
          setError(undefined);
          setConfirming(false);
        }}
        error={error}
        secureTextEntry
        autoComplete="current-password"
      />
      {message ? <Notice text={message} /> : null}
      {isConfirming ? (
        <View
          accessibilityRole="alert"
          style={[styles.confirm, { borderColor: colors.danger, backgroundColor: colors.surface }]}
        >
          <Text style={[styles.title, { color: colors.text }]}>
            {t("account.general.delete.confirmTitle")}
          </Text>
          <Text style={{ color: colors.text }}>{t("account.general.delete.warning")}</Text>
          <View style={styles.row}>
            <Button
              label={t("account.general.delete.cancel")}
              variant="secondary"
              onPress={() => setConfirming(false)}
              isDisabled={remove.isPending}
            />
            <Button
              label={t("account.general.delete.submit")}
              variant="danger"
              onPress={() => remove.mutate({ currentPassword })}
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
  section: { gap: 10, borderTopWidth: StyleSheet.hairlineWidth, paddingTop: 14 },
  title: { fontSize: 18, fontWeight: "600" },
  row: { flexDirection: "row", flexWrap: "wrap", alignItems: "center", gap: 8 },
  confirm: { borderWidth: 1, borderRadius: 10, padding: 14, gap: 10 },
});
