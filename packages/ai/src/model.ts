import type { LanguageModel } from "ai";

import { createOpenAICompatible } from "@ai-sdk/openai-compatible";

import type { AiConfig, AiModelKind } from "./config";
import { SIMULATED_MODEL_NAME, simulatedFetch } from "./simulated";
import { watchdogFetch } from "./watchdog";

export interface AssistantModel {
  kind: Exclude<AiModelKind, "unconfigured">;
  name: string;
  model: LanguageModel;
}

/** Never contacted: its fetch answers in-process. */
const SIMULATED_BASE_URL = "http://simulated.teamkit.invalid/v1";

/**
 * The simulated backend is only another `fetch`; every upstream call is watched for `timeoutMs` of
 * silence.
 */
export function createAssistantModel(
  config: AiConfig,
  options: { fetch?: typeof fetch } = {},
): AssistantModel | null {
  if (config.kind === "unconfigured") return null;
  if (config.kind === "remote") {
    const name = config.model ?? "";
    const provider = createOpenAICompatible({
      name: "remote",
      baseURL: config.baseUrl ?? "",
      apiKey: config.apiKey,
      includeUsage: true,
      fetch: watchdogFetch(options.fetch ?? globalThis.fetch, config.timeoutMs),
    });
    return { kind: "remote", name, model: provider.chatModel(name) };
  }
  const provider = createOpenAICompatible({
    name: "simulated",
    baseURL: SIMULATED_BASE_URL,
    includeUsage: true,
    fetch: watchdogFetch(
      options.fetch ?? simulatedFetch({ delayMs: config.simulatedDelayMs }),
      config.timeoutMs,
    ),
  });
  return {
    kind: "simulated",
    name: SIMULATED_MODEL_NAME,
    model: provider.chatModel(SIMULATED_MODEL_NAME),
  };
}
