import type { UIDataTypes, UIMessage } from "ai";

import type { AiUsage, ChatRefusal } from "@teamkit/validators";

export type { AiUsage };

/** A task as the assistant's list and search tools return it. */
export interface ToolTask {
  id: string;
  title: string;
  status: "todo" | "in_progress" | "done";
  priority: "none" | "low" | "medium" | "high" | "urgent";
  dueDate: string | null;
  assigneeName: string | null;
}

/** A refused tool call (plan limit, validation): its translated reason. */
export interface ToolRefusal {
  error: string;
}

type TaskListOutput = { tasks: ToolTask[]; total: number } | ToolRefusal;

/** The assistant's tools, as `POST /api/ai/chat` streams their calls and results. */
export type AssistantTools = {
  listTasks: {
    input: { status?: "todo" | "in_progress" | "done" | "open"; limit?: number };
    output: TaskListOutput;
  };
  searchTasks: { input: { query: string; limit?: number }; output: TaskListOutput };
  createTask: {
    input: { title: string; description?: string; priority?: string; dueDate?: string };
    output: { task: { id: string; title: string; status: ToolTask["status"] } } | ToolRefusal;
  };
};

/** Sent with each reply's start; a stored answer that ended abnormally says how instead. */
export interface AssistantMetadata {
  conversationId?: string;
  usage?: AiUsage;
  status?: "stopped" | "error";
  /** The `ai.errors.*` key of the failure that ended it. */
  errorKey?: string;
}

/** A message of the assistant's conversations. */
export type AssistantMessage = UIMessage<AssistantMetadata, UIDataTypes, AssistantTools>;

/** The error a request to the chat endpoint was refused with, before any reply streamed. */
export type ChatRequestError = ChatRefusal;
