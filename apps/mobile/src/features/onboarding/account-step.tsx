import { View } from "react-native";

import { UpdateNameInput } from "@teamkit/validators";

import { Button } from "../../components/button";
import { Heading } from "../../components/heading";
import { Notice } from "../../components/notice";
import { TextField } from "../../components/text-field";
import { api } from "../../lib/api";
import { fieldError, useErrorText } from "../../lib/error-text";
import { useI18n } from "../../lib/i18n";
import { useForm } from "../../lib/use-form";
import { AvatarField } from "../account/avatar-field";
import { onboardingStyles as styles } from "./styles";

/** Onboarding's first step: the name (required) and the avatar (if the user likes). */
export function AccountStep({
  name: initialName,
  image,
  onDone,
}: {
  name: string;
  image: string | null;
  onDone: () => void;
}) {
  const { t } = useI18n();
  const errorText = useErrorText();
  const form = useForm({ name: initialName }, UpdateNameInput);
  const complete = api.onboarding.completeAccount.useMutation({ onSuccess: onDone });
  const submit = () => {
    if (form.check()) complete.mutate(form.values);
  };
  return (
    <View style={styles.step}>
      <Heading
        size="step"
        title={t("onboarding.account.title")}
        description={t("onboarding.account.description")}
      />
      <TextField
        label={t("fields.name")}
        {...form.field("name", complete.error)}
        autoCapitalize="words"
        autoComplete="name"
      />
      <AvatarField name={form.values.name} image={image} />
      {complete.error && !fieldError(complete.error, "name") ? (
        <Notice text={`${t("onboarding.account.failed")} ${errorText(complete.error)}`} />
      ) : null}
      <Button label={t("onboarding.account.submit")} onPress={submit} isBusy={complete.isPending} />
    </View>
  );
}
