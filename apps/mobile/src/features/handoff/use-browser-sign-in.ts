import * as WebBrowser from "expo-web-browser";
import { useState } from "react";
import { Platform } from "react-native";

import type { Translator } from "@teamkit/i18n";

import type { CallbackParams, HandoffFailure, HandoffRequest } from "./handoff";
import { api } from "../../lib/api";
import { webBaseUrl } from "../../lib/api-url";
import { useErrorText } from "../../lib/error-text";
import { useI18n } from "../../lib/i18n";
import { session } from "../../lib/session";
import { deviceName } from "../sign-in/device-name";
import {
  authorizeUrl,
  callbackParams,
  newHandoffRequest,
  pendingHandoff,
  readCallback,
} from "./handoff";

function failureText(failure: HandoffFailure | null, t: Translator): string | null {
  if (!failure) return null;
  return failure === "challenge" ? t("mobile.signIn.challenge") : t(`mobile.handoff.${failure}`);
}

/**
 * Sign-in through the web app's page (RFC 8252): the browser's session signs the app in after the
 * user confirms there, and the app trades the returned code and its PKCE verifier for its own
 * token, stored like any sign-in's.
 */
export function useBrowserSignIn() {
  const { locale, t } = useI18n();
  const errorText = useErrorText();
  const [failure, setFailure] = useState<HandoffFailure | null>(null);
  const [isOpening, setOpening] = useState(false);
  const exchange = api.auth.mobileHandoff.exchange.useMutation({
    onSuccess: async (result) => {
      if ("token" in result) await session.signIn(result);
      else setFailure("challenge");
    },
  });

  const finish = (params: CallbackParams, request: HandoffRequest | null) => {
    const answer = readCallback(params, request);
    if ("failure" in answer) setFailure(answer.failure);
    else exchange.mutate({ ...answer, deviceName: deviceName() });
  };

  const start = async () => {
    setFailure(null);
    exchange.reset();
    setOpening(true);
    try {
      const request = newHandoffRequest();
      const url = await authorizeUrl(webBaseUrl(), locale, request);
      if (Platform.OS === "web") {
        pendingHandoff.save(request);
        window.location.assign(url);
        return;
      }
      const result = await WebBrowser.openAuthSessionAsync(url, request.redirectUri);
      if (result.type === "success") finish(callbackParams(result.url), request);
      else setFailure("cancelled");
    } catch {
      setFailure("failed");
    } finally {
      setOpening(false);
    }
  };

  return {
    start,
    /** The web build's return: the answer in the page's address, the request from before. */
    complete: (params: CallbackParams) => finish(params, pendingHandoff.take()),
    /** Why the sign-in did not happen, in the app's language (the server's words for a refusal). */
    message: failureText(failure, t) ?? (exchange.error ? errorText(exchange.error) : null),
    isBusy: isOpening || exchange.isPending,
    isDone: exchange.isSuccess,
  };
}
