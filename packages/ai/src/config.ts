import { z } from "zod";

import type { EnvSource } from "@teamkit/db/env";
import { optionalText, parseEnv } from "@teamkit/db/env";

const aiVariables = {
  AI_BASE_URL: optionalText.refine((value) => value === undefined || /^https?:\/\//.test(value), {
    message:
      "AI_BASE_URL must be the http(s) base URL of an OpenAI-compatible API (e.g. https://api.openai.com/v1), or unset.",
  }),
  AI_API_KEY: optionalText,
  AI_MODEL: optionalText,
  AI_TIMEOUT_SECONDS: z.coerce
    .number({ message: "AI_TIMEOUT_SECONDS must be a number of seconds (default 30)." })
    .int()
    .min(1)
    .max(600)
    .default(30),
  AI_SIMULATED_DELAY_MS: z.coerce
    .number({ message: "AI_SIMULATED_DELAY_MS must be a number of milliseconds (default 40)." })
    .int()
    .min(0)
    .max(5000)
    .default(40),
};

export type AiModelKind = "remote" | "simulated" | "unconfigured";

export interface AiConfig {
  kind: AiModelKind;
  baseUrl: string | undefined;
  apiKey: string | undefined;
  model: string | undefined;
  timeoutMs: number;
  simulatedDelayMs: number;
}

export const DEFAULT_REMOTE_MODEL = "gpt-4o-mini";

/**
 * Without `AI_BASE_URL` the simulated model runs when local services are on; otherwise the endpoint
 * answers 503.
 */
export function readAiConfig(source: EnvSource, localServices: boolean): AiConfig {
  const env = parseEnv("AI", aiVariables, source);
  const kind: AiModelKind = env.AI_BASE_URL
    ? "remote"
    : localServices
      ? "simulated"
      : "unconfigured";
  return {
    kind,
    baseUrl: env.AI_BASE_URL?.replace(/\/+$/, ""),
    apiKey: env.AI_API_KEY,
    model: env.AI_BASE_URL ? (env.AI_MODEL ?? DEFAULT_REMOTE_MODEL) : undefined,
    timeoutMs: env.AI_TIMEOUT_SECONDS * 1000,
    simulatedDelayMs: env.AI_SIMULATED_DELAY_MS,
  };
}
