"use client";

import { startRegistration } from "@simplewebauthn/browser";
import { useTranslations } from "next-intl";
import { useState } from "react";

import type { RouterOutputs } from "@teamkit/api/client";
import { AnimatedList } from "@teamkit/ui/animated-list";
import { notify } from "@teamkit/ui/toast";
import { RegisterPasskeyInput } from "@teamkit/validators";

import { isBrowserCeremonyError, passkeyBrowserErrorKey } from "~/components/auth/passkey-errors";
import { SubmitButton } from "~/components/forms/submit-button";
import { explainedError } from "~/forms/explained-error";
import { useAppForm } from "~/forms/use-app-form";
import { api } from "~/trpc/react";

import { useConfirmSignIn } from "./confirm-sign-in";
import { PasskeyNameField } from "./passkey-name-field";
import { PasskeyRow } from "./passkey-row";

type PasskeyList = RouterOutputs["user"]["passkeys"]["list"];

const NameForm = RegisterPasskeyInput.pick({ name: true });

/** The account's passkeys (added, last used; rename, delete) and a named new one. */
export function PasskeysSection({
  initial,
  now,
  hasPassword,
}: {
  initial: PasskeyList;
  now: Date;
  hasPassword: boolean;
}) {
  const t = useTranslations();
  const utils = api.useUtils();
  const { data = initial } = api.user.passkeys.list.useQuery(undefined, { initialData: initial });
  const options = api.user.passkeys.registrationOptions.useMutation();
  const register = api.user.passkeys.register.useMutation();
  const [busy, setBusy] = useState(false);
  const form = useAppForm(NameForm, { defaultValues: { name: "" } });
  const nameField = form.register("name");
  const confirmSignIn = useConfirmSignIn({
    hasPassword,
    returnTo: "/app/settings/account/general#passkeys",
  });

  async function add({ name }: { name: string }) {
    setBusy(true);
    const toastId = notify.loading({ title: t("account.passkeys.adding") });
    try {
      let optionsJSON;
      try {
        optionsJSON = await options.mutateAsync();
      } catch (error) {
        if (!confirmSignIn.asked(error, () => void add({ name }))) throw error;
        notify.dismiss(toastId);
        return;
      }
      const response = await startRegistration({ optionsJSON });
      await register.mutateAsync({ name, response });
      notify.success({ id: toastId, title: t("account.passkeys.added") });
      form.reset();
    } catch (error) {
      const key = isBrowserCeremonyError(error) ? passkeyBrowserErrorKey(error) : null;
      notify.error({
        id: toastId,
        title: t("account.passkeys.failed"),
        description: (key ? t(key as never) : explainedError(error)) ?? undefined,
      });
    } finally {
      setBusy(false);
      await utils.user.passkeys.list.invalidate();
    }
  }

  return (
    <div className="grid gap-4">
      {/* Hidden, not unmounted, when empty: deleting the last passkey hands its focus on. */}
      <AnimatedList
        aria-label={t("account.passkeys.listLabel")}
        hidden={data.length === 0}
        className="divide-y divide-gray-200 dark:divide-gray-800"
      >
        {data.map((passkey) => (
          <PasskeyRow key={passkey.id} passkey={passkey} now={now} />
        ))}
      </AnimatedList>
      {data.length === 0 && (
        <p className="text-sm text-gray-600 dark:text-gray-400">{t("account.passkeys.empty")}</p>
      )}
      <form noValidate className="flex flex-wrap items-end gap-3" onSubmit={form.handleSubmit(add)}>
        <PasskeyNameField
          className="basis-56"
          label={t("account.passkeys.nameLabel")}
          error={form.formState.errors.name?.message}
          placeholder={t("account.passkeys.namePlaceholder")}
          {...nameField}
          // Focus stays here after Enter added a passkey: leaving the emptied field is no error.
          onBlur={(event) => (event.currentTarget.value ? nameField.onBlur(event) : undefined)}
        />
        <SubmitButton fullWidth={false} loading={busy}>
          {t("account.passkeys.add")}
        </SubmitButton>
      </form>
      {confirmSignIn.dialog}
    </div>
  );
}
