import { useState } from "react";

import { SignUpForm, VerifyOtpForm } from "@teamkit/validators";

import { api } from "../../lib/api";
import { session } from "../../lib/session";
import { useForm } from "../../lib/use-form";
import { deviceName } from "../sign-in/device-name";

/**
 * Sign-up with the web's rules, then the 6-digit code from the verification mail, which ends in
 * a mobile session for the new account.
 */
export function useSignUp(verifying?: string) {
  // An account made earlier (signing in told it is not verified yet) starts at the code step.
  const [sentTo, setSentTo] = useState<string | null>(verifying ?? null);
  const { values, check, field } = useForm(
    { name: "", email: "", password: "", code: "" },
    sentTo ? VerifyOtpForm : SignUpForm,
  );
  // The challenge of a two-factor account's sign-in: in memory only, for the code step.
  const [challenge, setChallenge] = useState<string | null>(null);
  const create = api.auth.mobileSignUp.useMutation({
    onSuccess: ({ email }) => setSentTo(email),
  });
  const verify = api.auth.verifyMobileSignUp.useMutation({
    onSuccess: async (result) => {
      if ("token" in result) await session.signIn(result);
      else setChallenge(result.challenge.id);
    },
  });
  const resend = api.auth.resendVerification.useMutation();

  const submit = () => {
    if (!check()) return;
    if (!sentTo)
      create.mutate({ name: values.name, email: values.email, password: values.password });
    else verify.mutate({ email: sentTo, code: values.code, deviceName: deviceName() });
  };

  const sendAgain = () => {
    if (!sentTo) return;
    verify.reset();
    resend.mutate({ email: sentTo, forApp: true });
  };

  /** Back to the form, its values kept: a mistyped address is corrected there. */
  const startOver = () => {
    create.reset();
    verify.reset();
    resend.reset();
    setSentTo(null);
  };

  return {
    values,
    field,
    submit,
    sendAgain,
    startOver,
    sentTo,
    challenge,
    resent: resend.isSuccess,
    isBusy: create.isPending || verify.isPending,
    isResending: resend.isPending,
    error: create.error ?? verify.error ?? resend.error,
  };
}
