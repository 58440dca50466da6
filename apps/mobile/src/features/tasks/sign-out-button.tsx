import { Button } from "../../components/button";
import { useI18n } from "../../lib/i18n";
import { useSignOut } from "./use-sign-out";

export function SignOutButton() {
  const { t } = useI18n();
  const { signOut, isPending } = useSignOut();
  return (
    <Button label={t("shell.signOut")} variant="secondary" onPress={signOut} isBusy={isPending} />
  );
}
