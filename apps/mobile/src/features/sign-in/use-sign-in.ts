import { useState } from "react";

import { RequestMagicLinkInput, SignInInput, VerifyOtpForm } from "@teamkit/validators";

import { api } from "../../lib/api";
import { session } from "../../lib/session";
import { useForm } from "../../lib/use-form";
import { deviceName } from "./device-name";

export type Method = "password" | "code";

/**
 * The sign-in form's state: password, or a code mailed to the address. Both end in a mobile
 * session whose token goes into the device's secure store, after the code step when the account
 * has two-factor sign-in on.
 */
export function useSignIn() {
  const [method, setMethod] = useState<Method>("password");
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const { values, setValues, setErrors, check, field } = useForm(
    { email: "", password: "", code: "" },
    method === "password" ? SignInInput : codeSentTo ? VerifyOtpForm : RequestMagicLinkInput,
  );
  // The challenge of a two-factor account's sign-in: in memory only, for the code step.
  const [challenge, setChallenge] = useState<string | null>(null);
  const requestCode = api.auth.requestMagicLink.useMutation();
  const createSession = api.auth.createMobileSession.useMutation({
    onSuccess: async (result) => {
      if ("token" in result) await session.signIn(result);
      else setChallenge(result.challenge.id);
    },
  });

  // A new code replaces the old one: whatever was wrong about the old one no longer applies.
  const newCode = api.auth.requestMagicLink.useMutation({
    onSuccess: () => {
      setErrors({});
      createSession.reset();
    },
  });

  const submit = () => {
    if (!check()) return;
    const base = { email: values.email, deviceName: deviceName() };
    if (method === "password") createSession.mutate({ ...base, password: values.password, method });
    else if (!codeSentTo)
      requestCode.mutate(
        { email: values.email },
        { onSuccess: () => setCodeSentTo(values.email.trim()) },
      );
    else createSession.mutate({ ...base, code: values.code, method });
  };

  const choose = (next: Method) => {
    setMethod(next);
    setErrors({});
    setCodeSentTo(null);
    createSession.reset();
    requestCode.reset();
    newCode.reset();
  };

  /** A new code to the same address, as the web's "Send a new code" (the server's limits apply). */
  const resendCode = () => {
    if (codeSentTo) newCode.mutate({ email: codeSentTo });
  };

  /** Back from the code step to the address, to correct it; the code typed is dropped. */
  const changeEmail = () => {
    setValues((current) => ({ ...current, code: "" }));
    choose("code");
  };

  /** Back from the code step to a fresh sign-in, the address kept. */
  const restart = () => {
    setChallenge(null);
    choose(method);
  };

  return {
    method,
    choose,
    values,
    field,
    submit,
    codeSentTo,
    challenge,
    restart,
    resendCode,
    newCode,
    changeEmail,
    isBusy: createSession.isPending || requestCode.isPending,
    error: createSession.error ?? requestCode.error,
  };
}
