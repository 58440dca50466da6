import type { AiConfig } from "./config";
import { readAiConfig } from "./config";

/** The assistant's configuration as this process reads it (local services pick the simulation). */
export function aiConfig(localServices: boolean): AiConfig {
  return readAiConfig(process.env, localServices);
}
