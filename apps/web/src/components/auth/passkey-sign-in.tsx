"use client";

import {
  browserSupportsWebAuthn,
  browserSupportsWebAuthnAutofill,
  startAuthentication,
  WebAuthnAbortService,
} from "@simplewebauthn/browser";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useState } from "react";

import { Button } from "@teamkit/ui/button";
import { Notice } from "@teamkit/ui/notice";

import { track } from "~/analytics";
import { api } from "~/trpc/react";

import { navigateAfterSignIn } from "./navigate-after-sign-in";
import { isBrowserCeremonyError, passkeyBrowserErrorKey } from "./passkey-errors";

/** The API's reason, which the server has translated. */
function apiMessage(caught: unknown, fallback: string): string {
  return caught instanceof Error && caught.message ? caught.message : fallback;
}

/**
 * "Sign in with a passkey", and the same sign-in offered in the email field's autofill where the
 * browser can. Both end like every sign-in, so the app's browser hand-off gets it too.
 */
export function PasskeySignIn({ callbackUrl }: { callbackUrl: string | null }) {
  const t = useTranslations();
  const locale = useLocale();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fallback = t("auth.errors.passkeyInvalid");
  const options = api.auth.passkeyOptions.useMutation();
  const signIn = api.auth.signInWithPasskey.useMutation();
  const { mutateAsync: getOptions } = options;
  const { mutateAsync: submit } = signIn;

  useEffect(() => {
    let active = true;
    let chosen = false;
    async function offerAutofill() {
      if (!(await browserSupportsWebAuthnAutofill()) || !active) return;
      const optionsJSON = await getOptions();
      if (!active) return;
      const response = await startAuthentication({ optionsJSON, useBrowserAutofill: true });
      chosen = true;
      setBusy(true);
      const answer = await submit({ response });
      track({ name: "sign_in", method: "passkey" });
      navigateAfterSignIn(answer, locale, callbackUrl);
    }
    offerAutofill().catch((caught: unknown) => {
      // The autofill waits silently (and the button ends it); only a passkey actually chosen and
      // refused says why.
      if (!active || !chosen) return;
      setBusy(false);
      setError(apiMessage(caught, fallback));
    });
    return () => {
      active = false;
      WebAuthnAbortService.cancelCeremony();
    };
  }, [getOptions, submit, locale, callbackUrl, fallback]);

  async function signInWithButton() {
    setError(null);
    if (!browserSupportsWebAuthn()) {
      setError(t("auth.errors.passkeyNotSupported"));
      return;
    }
    setBusy(true);
    try {
      const optionsJSON = await getOptions();
      const response = await startAuthentication({ optionsJSON });
      const answer = await submit({ response });
      track({ name: "sign_in", method: "passkey" });
      navigateAfterSignIn(answer, locale, callbackUrl);
    } catch (caught) {
      setBusy(false);
      if (isBrowserCeremonyError(caught)) {
        const key = passkeyBrowserErrorKey(caught);
        if (key) setError(t(key as never));
        return;
      }
      setError(apiMessage(caught, fallback));
    }
  }

  return (
    <div className="grid gap-3">
      {error && <Notice tone="error">{error}</Notice>}
      <Button
        type="button"
        variant="outline"
        className="w-full"
        loading={busy}
        onClick={() => void signInWithButton()}
      >
        {t("auth.login.passkey")}
      </Button>
    </div>
  );
}
