import type { AiConfig } from "./config";
import { readAiConfig } from "./config";

export function aiConfig(localServices: boolean): AiConfig {
  return readAiConfig(process.env, localServices);
}
