import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Image, StyleSheet, View } from "react-native";

import { Button } from "../../components/button";
import { Heading } from "../../components/heading";
import { Notice } from "../../components/notice";
import { api } from "../../lib/api";
import { apiBaseUrl } from "../../lib/api-url";
import { useErrorText } from "../../lib/error-text";
import { useI18n } from "../../lib/i18n";
import { useColors } from "../../lib/theme";
import { pickAvatar } from "./avatar";

/** The avatar with choose and remove, uploaded to the web's procedure as the cropped square. */
export function AvatarField({ name, image }: { name: string; image: string | null }) {
  const { t } = useI18n();
  const colors = useColors();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [message, setMessage] = useState<{ text: string; tone: "info" | "error" } | null>(null);
  const [isPicking, setPicking] = useState(false);
  const done = (text: string) => {
    setMessage({ text, tone: "info" });
    void queryClient.invalidateQueries();
  };
  const fail = (error: unknown) => {
    const detail = errorText(error);
    const failed = t("account.avatar.failed");
    setMessage({ text: detail === failed ? failed : `${failed} ${detail}`, tone: "error" });
  };
  const update = api.user.avatar.update.useMutation({
    onSuccess: () => done(t("account.avatar.updated")),
    onError: fail,
  });
  const remove = api.user.avatar.delete.useMutation({
    onSuccess: () => done(t("account.avatar.removed")),
    onError: fail,
  });

  const choose = async () => {
    setMessage(null);
    setPicking(true);
    try {
      const picked = await pickAvatar();
      if (picked) update.mutate({ image: picked });
    } catch {
      setMessage({ text: t("account.avatar.unreadable"), tone: "error" });
    } finally {
      setPicking(false);
    }
  };

  return (
    <View style={styles.field}>
      <Heading title={t("account.avatar.title")} description={t("account.avatar.description")} />
      <View style={styles.row}>
        {image ? (
          <Image
            accessibilityLabel={t("account.avatar.alt", { name })}
            source={{ uri: `${apiBaseUrl()}${image}` }}
            style={[styles.avatar, { borderColor: colors.border }]}
          />
        ) : (
          <View
            style={[styles.avatar, { backgroundColor: colors.surface, borderColor: colors.border }]}
          />
        )}
        <Button
          label={t(image ? "account.avatar.change" : "account.avatar.choose")}
          variant="secondary"
          onPress={() => void choose()}
          isBusy={isPicking || update.isPending}
        />
        {image ? (
          <Button
            label={t("account.avatar.remove")}
            variant="secondary"
            onPress={() => remove.mutate()}
            isBusy={remove.isPending}
          />
        ) : null}
      </View>
      {message ? <Notice tone={message.tone} text={message.text} /> : null}
    </View>
  );
}

const styles = StyleSheet.create({
  field: { gap: 8 },
  row: { flexDirection: "row", flexWrap: "wrap", alignItems: "center", gap: 10 },
  avatar: { width: 64, height: 64, borderRadius: 32, borderWidth: StyleSheet.hairlineWidth },
});
