import { useState } from "react";

import { TwoFactorCodeForm } from "@teamkit/validators";

import { api, errorKey } from "../../lib/api";
import { session } from "../../lib/session";
import { useForm } from "../../lib/use-form";

export type TwoFactorMethod = "authenticator" | "recovery";

/**
 * The sign-in's second step: the challenge a sign-in answered with (held in memory only, never
 * stored or put in a URL) is answered with an authenticator or recovery code, which ends in the
 * same mobile session a sign-in without two-factor gets.
 */
export function useTwoFactor(challenge: string) {
  const [method, setMethod] = useState<TwoFactorMethod>("authenticator");
  const { values, reset, check, field } = useForm({ code: "" }, TwoFactorCodeForm);
  const answer = api.auth.answerMobileTwoFactor.useMutation({
    onSuccess: async (result) => {
      if ("token" in result) await session.signIn(result);
    },
  });

  const submit = () => {
    if (check()) answer.mutate({ challenge, code: values.code });
  };

  const switchMethod = () => {
    setMethod((current) => (current === "authenticator" ? "recovery" : "authenticator"));
    reset({ code: "" });
    answer.reset();
  };

  const key = errorKey(answer.error);
  return {
    method,
    switchMethod,
    field,
    submit,
    isBusy: answer.isPending,
    error: answer.error,
    /** The challenge is spent (used, past its 5 minutes, or too many wrong codes). */
    isExpired: key === "auth.errors.twoFactorChallengeExpired",
  };
}
