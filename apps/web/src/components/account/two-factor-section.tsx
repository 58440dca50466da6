"use client";

import type { ReactNode } from "react";

import { useFormatter, useTranslations } from "next-intl";
import { useState } from "react";

import type { RouterOutputs } from "@teamkit/api/client";
import { APP_TITLE } from "@teamkit/i18n";
import { Button } from "@teamkit/ui/button";
import { FormField } from "@teamkit/ui/form-field";
import { Input } from "@teamkit/ui/input";
import { Notice } from "@teamkit/ui/notice";
import { notify } from "@teamkit/ui/toast";
import { AppCodeForm, TwoFactorCodeForm } from "@teamkit/validators";

import { AppForm } from "~/components/forms/app-form";
import { SubmitButton } from "~/components/forms/submit-button";
import { notifyFailure } from "~/components/notify-failure";
import { applyApiError } from "~/forms/apply-api-error";
import { useAppForm } from "~/forms/use-app-form";
import { api } from "~/trpc/react";

import { useConfirmSignIn } from "./confirm-sign-in";

/** Where a sign-in made to confirm it is you comes back to. */
const RETURN_TO = "/app/settings/account/general#two-factor";

type Status = RouterOutputs["user"]["twoFactor"]["status"];
type Enrolment = RouterOutputs["user"]["twoFactor"]["begin"];
type Step =
  | { name: "idle" }
  | { name: "enrolling"; enrolment: Enrolment }
  | { name: "codes"; codes: string[] }
  | { name: "regenerate" }
  | { name: "disable" };

/**
 * Turning two-factor sign-in on (QR code, first code, recovery codes shown once), new recovery
 * codes, and turning it off with a code.
 */
export function TwoFactorSection({
  initial,
  email,
  hasPassword,
}: {
  initial: Status;
  email: string;
  hasPassword: boolean;
}) {
  const t = useTranslations("account.twoFactor");
  const format = useFormatter();
  const utils = api.useUtils();
  const status = api.user.twoFactor.status.useQuery(undefined, { initialData: initial });
  const [step, setStep] = useState<Step>({ name: "idle" });
  const refresh = () => utils.user.twoFactor.status.invalidate();
  const confirmSignIn = useConfirmSignIn({ hasPassword, returnTo: RETURN_TO });
  const begin = api.user.twoFactor.begin.useMutation({
    onSuccess: (enrolment) => setStep({ name: "enrolling", enrolment }),
    onError: (error) => {
      if (!confirmSignIn.asked(error, () => begin.mutate())) notifyFailure(t("failed"), error);
    },
  });
  const current = status.data;

  if (step.name === "codes") {
    return (
      <RecoveryCodes
        codes={step.codes}
        email={email}
        onDone={() => {
          setStep({ name: "idle" });
          void refresh();
        }}
      />
    );
  }
  if (step.name === "enrolling") {
    return (
      <Enrol
        enrolment={step.enrolment}
        onCancel={() => setStep({ name: "idle" })}
        onEnabled={(codes) => {
          notify.success({ title: t("enabled") });
          setStep({ name: "codes", codes });
        }}
      />
    );
  }
  if (!current.enabled) {
    return (
      <div className="grid gap-4">
        <p className="text-sm">{t("off")}</p>
        <div>
          <Button variant="primary" loading={begin.isPending} onClick={() => begin.mutate()}>
            {t("enable")}
          </Button>
        </div>
        {confirmSignIn.dialog}
      </div>
    );
  }
  return (
    <div className="grid gap-4">
      <p className="text-sm">
        {t("on", { date: format.dateTime(current.enabledAt ?? new Date(), { dateStyle: "long" }) })}{" "}
        {t("codesLeft", { count: current.recoveryCodesLeft })}
      </p>
      {step.name === "regenerate" ? (
        <CodeStep
          kind="regenerate"
          onCancel={() => setStep({ name: "idle" })}
          onDone={(codes) => setStep({ name: "codes", codes: codes ?? [] })}
        />
      ) : step.name === "disable" ? (
        <CodeStep
          kind="disable"
          onCancel={() => setStep({ name: "idle" })}
          onDone={() => {
            notify.success({ title: t("disabled") });
            setStep({ name: "idle" });
            void refresh();
          }}
        />
      ) : (
        <div className="flex flex-wrap gap-3">
          <Button onClick={() => setStep({ name: "regenerate" })}>{t("regenerate")}</Button>
          <Button variant="error" onClick={() => setStep({ name: "disable" })}>
            {t("disable")}
          </Button>
        </div>
      )}
    </div>
  );
}

function useCodeForm(schema: typeof TwoFactorCodeForm | typeof AppCodeForm = TwoFactorCodeForm) {
  return useAppForm(schema, { defaultValues: { code: "" } });
}

function Enrol({
  enrolment,
  onCancel,
  onEnabled,
}: {
  enrolment: Enrolment;
  onCancel: () => void;
  onEnabled: (codes: string[]) => void;
}) {
  const t = useTranslations();
  const form = useCodeForm(AppCodeForm);
  const confirm = api.user.twoFactor.confirm.useMutation({
    onSuccess: ({ recoveryCodes }) => onEnabled(recoveryCodes),
    onError: (error) => applyApiError(form, error, (key) => t(key as never)),
  });
  return (
    <div className="grid gap-4">
      <p className="text-sm">{t("account.twoFactor.scan")}</p>
      {/* eslint-disable-next-line @next/next/no-img-element -- an SVG drawn by the server, inline */}
      <img
        src={`data:image/svg+xml;utf8,${encodeURIComponent(enrolment.qrSvg)}`}
        alt={t("account.twoFactor.qrAlt")}
        width={176}
        height={176}
        className="rounded-md border border-gray-200 bg-white p-2 dark:border-gray-700"
      />
      <div className="grid gap-1 text-sm">
        <p>{t("account.twoFactor.manualKey")}</p>
        <code className="font-mono wrap-anywhere select-all" data-testid="two-factor-key">
          {enrolment.manualKey}
        </code>
      </div>
      <CodeForm
        form={form}
        appCodeOnly
        label={t("account.twoFactor.confirm")}
        loading={confirm.isPending}
        onSubmit={(values) => confirm.mutate(values)}
        onCancel={onCancel}
      />
    </div>
  );
}

/**
 * A code from the authenticator app (`appCodeOnly`: six digits, as at enrolment) or a recovery
 * code, with its submit and cancel buttons; `children` say what the code is for.
 */
function CodeForm({
  form,
  appCodeOnly = false,
  label,
  variant = "primary",
  loading,
  onSubmit,
  onCancel,
  children,
}: {
  form: ReturnType<typeof useCodeForm>;
  appCodeOnly?: boolean;
  label: string;
  variant?: "primary" | "error";
  loading: boolean;
  onSubmit: (values: { code: string }) => void;
  onCancel: () => void;
  children?: ReactNode;
}) {
  const t = useTranslations("account.twoFactor");
  return (
    <AppForm form={form} onSubmit={onSubmit}>
      {children}
      <FormField label={t("codeLabel")} error={form.formState.errors.code?.message}>
        <Input
          autoComplete="one-time-code"
          {...(appCodeOnly
            ? {
                inputMode: "numeric",
                maxLength: 6,
                className: "max-w-48 font-mono tracking-widest",
              }
            : { className: "max-w-64 font-mono" })}
          {...form.register("code")}
        />
      </FormField>
      <div className="flex flex-wrap gap-3">
        <SubmitButton fullWidth={false} variant={variant} loading={loading}>
          {label}
        </SubmitButton>
        <Button type="button" variant="ghost" onClick={onCancel}>
          {t("cancel")}
        </Button>
      </div>
    </AppForm>
  );
}

/** A code from the app (or a recovery code) before new recovery codes or turning it off. */
function CodeStep({
  kind,
  onCancel,
  onDone,
}: {
  kind: "regenerate" | "disable";
  onCancel: () => void;
  onDone: (codes?: string[]) => void;
}) {
  const t = useTranslations();
  const form = useCodeForm();
  const onError = (error: Parameters<typeof applyApiError>[1]) =>
    applyApiError(form, error, (key) => t(key as never));
  const regenerate = api.user.twoFactor.regenerateRecoveryCodes.useMutation({
    onSuccess: ({ recoveryCodes }) => onDone(recoveryCodes),
    onError,
  });
  const disable = api.user.twoFactor.disable.useMutation({ onSuccess: () => onDone(), onError });
  const mutation = kind === "regenerate" ? regenerate : disable;
  return (
    <CodeForm
      form={form}
      label={t(
        kind === "regenerate" ? "account.twoFactor.regenerate" : "account.twoFactor.disable",
      )}
      variant={kind === "disable" ? "error" : "primary"}
      loading={mutation.isPending}
      onSubmit={(values) => mutation.mutate(values)}
      onCancel={onCancel}
    >
      <p className="text-sm">
        {t(
          kind === "regenerate"
            ? "account.twoFactor.regenerateHint"
            : "account.twoFactor.disableHint",
        )}
      </p>
    </CodeForm>
  );
}

function RecoveryCodes({
  codes,
  email,
  onDone,
}: {
  codes: string[];
  email: string;
  onDone: () => void;
}) {
  const t = useTranslations("account.twoFactor");
  const [copied, setCopied] = useState(false);
  const text = `${t("downloadHeader", { appTitle: APP_TITLE, email })}\n\n${codes.join("\n")}\n`;
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: "text/plain" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = "teamkit-recovery-codes.txt";
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <div className="grid gap-4">
      <Notice tone="warning" title={t("recoveryTitle")}>
        {t("recoveryHint")}
      </Notice>
      <ul
        aria-label={t("recoveryTitle")}
        className="grid gap-2 rounded-md bg-gray-50 p-4 font-mono text-sm sm:grid-cols-2 dark:bg-gray-900"
      >
        {/* A code broken over two lines is easily copied down wrong. */}
        {codes.map((code) => (
          <li key={code} className="whitespace-nowrap">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <Button onClick={download}>{t("download")}</Button>
        <Button
          onClick={() =>
            void navigator.clipboard.writeText(text).then(
              () => setCopied(true),
              () => undefined,
            )
          }
        >
          {copied ? t("copied") : t("copy")}
        </Button>
        <Button variant="primary" onClick={onDone}>
          {t("done")}
        </Button>
      </div>
    </div>
  );
}
