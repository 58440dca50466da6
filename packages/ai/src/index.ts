import "server-only";

export type { AiConfig, AiModelKind } from "./config";
export { readAiConfig } from "./config";
export { aiConfig } from "./env";
export type { AssistantModel } from "./model";
export { createAssistantModel } from "./model";
export { SIMULATED_MODEL_NAME, simulatedFetch } from "./simulated";
export { UpstreamTimeoutError, watchdogFetch } from "./watchdog";
export { upstreamErrorKey } from "./upstream-errors";
export type {
  AssistantMetadata,
  AssistantUIMessage,
  ConversationSummary,
  StoredMessageStatus,
} from "./conversations";
export {
  appendMessage,
  CONVERSATION_LIST_LIMIT,
  conversationNotFound,
  conversationTitle,
  createConversation,
  cutReply,
  deleteConversation,
  getConversation,
  listConversations,
  loadMessages,
  requireConversation,
  stopReply,
} from "./conversations";
export type { QuotaScope } from "./quota";
export { consumeQuota, getUsage, quotaFrom, quotaOf, usageMonth } from "./quota";
export { assistantTools, TOOL_TASKS_MAX } from "./tools";
export type { AssistantTools, ToolTask } from "./tools";
export { MAX_STEPS, streamAssistantAnswer, systemPrompt } from "./chat";
export type { AssistantTurn } from "./turn";
export { prepareAssistantTurn } from "./turn";
export { describeFailure } from "./translate";
