import type { ChatCompletionChunk } from "./sse";
import {
  chunkWriter,
  estimateTokens,
  openAIErrorBody,
  SSE_DONE,
  SSE_HEADERS,
  sseEvent,
} from "./sse";

/**
 * An in-process OpenAI-compatible backend: the real provider, streaming, tool-call and persistence
 * code runs as with a remote model; only the answers are computed here, deterministically.
 */

export const SIMULATED_MODEL_NAME = "teamkit-simulated";

type Language = "en" | "de";

export type SimulatedTurn =
  | { kind: "toolCalls"; calls: { name: string; input: Record<string, unknown> }[] }
  | { kind: "text"; text: string };

interface RequestMessage {
  role: "system" | "user" | "assistant" | "tool";
  content?: string | { type: string; text?: string }[] | null;
  tool_calls?: { id: string; function: { name: string; arguments: string } }[];
  tool_call_id?: string;
}

function textOf(content: RequestMessage["content"]): string {
  if (typeof content === "string") return content;
  if (!Array.isArray(content)) return "";
  return content.map((part) => (part.type === "text" ? (part.text ?? "") : "")).join("");
}

const GERMAN_HINT =
  /\b(ich|du|mir|meine?n?|zeige?|liste|aufgaben?|erstelle?|lege|füge|suche|finde|bitte|was|kannst|hallo|offenen?|erledigte?n?)\b/i;

function clean(value: string): string {
  return value
    .trim()
    .replace(/^["'“”„‚‘’«»]+|["'“”„‚‘’«».!?]+$/g, "")
    .trim();
}

const CREATE_EN =
  /\b(?:create|add|make)\b(?:\s+(?:me|a|an|the|new|one))*\s+(?:task|to-?do)\b\s*(?:called|named|titled|:|-)?\s*(.+)$/i;
const CREATE_DE =
  /\b(?:erstelle|erstell|lege|leg|füge|fuege)\b(?:\s+(?:mir|bitte|eine|einen|die|neue|neuen))*\s+(?:aufgabe|task|to-?do)\b\s*(?:namens|mit dem titel|:|-)?\s*(.+?)(?:\s+(?:an|hinzu))?[.!]?$/i;
const SEARCH_EN =
  /\b(?:search|find|look for)\b(?:\s+(?:for|my|tasks?|about|with|containing|named|called|the))*\s+(.+)$/i;
const SEARCH_DE =
  /\b(?:suche|such|finde|find)\b(?:\s+(?:mir|bitte|nach|meine|aufgaben|aufgabe|zu|mit|über|ueber|die|der))*\s+(.+)$/i;
const LIST_EN = /\b(?:show|list|display|what are|which|see)\b.*\b(?:tasks?|to-?dos?)\b/i;
const LIST_DE = /\b(?:zeige?|liste|welche|was sind)\b.*\baufgaben\b|\bmeine\b.*\baufgaben\b/i;

function statusOf(text: string): "todo" | "in_progress" | "done" | "open" {
  if (/\b(done|completed|finished|erledigte?n?|fertige?n?)\b/i.test(text)) return "done";
  if (/\b(in progress|in arbeit|laufende?n?)\b/i.test(text)) return "in_progress";
  return "open";
}

export function decideForUserMessage(text: string, fallback: Language): SimulatedTurn {
  const message = text.trim();
  const create = CREATE_DE.exec(message) ?? CREATE_EN.exec(message);
  const title = create?.[1] ? clean(create[1]) : "";
  if (title) return { kind: "toolCalls", calls: [{ name: "createTask", input: { title } }] };

  const search = SEARCH_DE.exec(message) ?? SEARCH_EN.exec(message);
  const query = search?.[1] ? clean(search[1]) : "";
  if (
    query &&
    !/^(?:my\s+)?(?:open\s+)?tasks?$|^(?:meine\s+)?(?:offenen\s+)?aufgaben$/i.test(query)
  )
    return { kind: "toolCalls", calls: [{ name: "searchTasks", input: { query, limit: 5 } }] };

  if (LIST_DE.test(message) || LIST_EN.test(message) || query)
    return {
      kind: "toolCalls",
      calls: [{ name: "listTasks", input: { status: statusOf(message), limit: 5 } }],
    };

  return { kind: "text", text: helpText(languageOf(message, fallback)) };
}

function languageOf(text: string, fallback: Language): Language {
  if (CREATE_DE.test(text) || SEARCH_DE.test(text) || LIST_DE.test(text)) return "de";
  if (CREATE_EN.test(text) || SEARCH_EN.test(text) || LIST_EN.test(text)) return "en";
  return GERMAN_HINT.test(text) ? "de" : fallback;
}

function helpText(language: Language): string {
  return language === "de"
    ? "Ich bin der simulierte Assistent dieser Demo. Ich kann Aufgaben anlegen („Erstelle eine Aufgabe Milch kaufen“), deine offenen Aufgaben zeigen („Zeige meine offenen Aufgaben“) und Aufgaben suchen („Suche Aufgaben zu Milch“). Mit AI_BASE_URL verbindest du ein echtes Modell."
    : "I am the simulated assistant of this demo. I can create tasks (“Create a task Buy milk”), show your open tasks (“Show my open tasks”) and search them (“Search tasks for milk”). Set AI_BASE_URL to connect a real model.";
}

interface TaskSummary {
  title: string;
}

function quoted(title: string, language: Language): string {
  return language === "de" ? `„${title}“` : `“${title}”`;
}

function listing(tasks: TaskSummary[], total: number, language: Language): string {
  const titles = tasks.map((task) => quoted(task.title, language)).join(", ");
  const more = total - tasks.length;
  if (more <= 0) return titles;
  return language === "de" ? `${titles} und ${more} weitere` : `${titles} and ${more} more`;
}

function summarize(
  name: string,
  input: Record<string, unknown>,
  output: unknown,
  language: Language,
): string {
  const de = language === "de";
  const result = (output ?? {}) as {
    error?: string;
    task?: TaskSummary;
    tasks?: TaskSummary[];
    total?: number;
  };
  if (typeof result.error === "string") {
    // The failed step shows the reason right above the reply.
    return de
      ? "Das konnte ich nicht erledigen, der Grund steht oben."
      : "I could not do that; the reason is shown above.";
  }
  if (name === "createTask" && result.task) {
    return de
      ? `Ich habe die Aufgabe ${quoted(result.task.title, language)} erstellt.`
      : `I created the task ${quoted(result.task.title, language)}.`;
  }
  const tasks = result.tasks ?? [];
  const total = result.total ?? tasks.length;
  if (name === "searchTasks") {
    const query = quoted(typeof input.query === "string" ? input.query : "", language);
    if (total === 0)
      return de
        ? `Ich habe keine Aufgaben zu ${query} gefunden.`
        : `I found no tasks matching ${query}.`;
    return de
      ? `Ich habe ${total} ${total === 1 ? "Aufgabe" : "Aufgaben"} zu ${query} gefunden: ${listing(tasks, total, language)}.`
      : `I found ${total} ${total === 1 ? "task" : "tasks"} matching ${query}: ${listing(tasks, total, language)}.`;
  }
  const status = typeof input.status === "string" ? input.status : "open";
  const label = de
    ? ({ open: "offenen ", todo: "", in_progress: "laufenden ", done: "erledigten " }[status] ?? "")
    : ({ open: "open ", todo: "to-do ", in_progress: "in-progress ", done: "done " }[status] ?? "");
  if (total === 0) return de ? `Du hast keine ${label}Aufgaben.` : `You have no ${label}tasks.`;
  // After "keine" the adjective ends in -en, after a number in -e: "1 offene Aufgabe".
  const counted = label.replace(/en $/, "e ");
  return de
    ? `Du hast ${total} ${counted}${total === 1 ? "Aufgabe" : "Aufgaben"}: ${listing(tasks, total, language)}.`
    : `You have ${total} ${label}${total === 1 ? "task" : "tasks"}: ${listing(tasks, total, language)}.`;
}

function parseJson(value: string | undefined): unknown {
  try {
    return JSON.parse(value ?? "null");
  } catch {
    return null;
  }
}

export function decideTurn(messages: RequestMessage[], fallback: Language): SimulatedTurn {
  const lastUserIndex = messages.findLastIndex((message) => message.role === "user");
  const userText = lastUserIndex >= 0 ? textOf(messages[lastUserIndex]?.content) : "";
  const language = languageOf(userText, fallback);
  const since = messages.slice(lastUserIndex + 1);
  if (since.at(-1)?.role === "tool") {
    const calls = new Map<string, { name: string; input: Record<string, unknown> }>();
    for (const message of since)
      for (const call of message.tool_calls ?? [])
        calls.set(call.id, {
          name: call.function.name,
          input: (parseJson(call.function.arguments) ?? {}) as Record<string, unknown>,
        });
    const lastAssistant = since.findLastIndex((message) => message.role === "assistant");
    const results = since.slice(lastAssistant + 1).filter((message) => message.role === "tool");
    const text = results
      .map((result) => {
        const call = calls.get(result.tool_call_id ?? "");
        const output = parseJson(textOf(result.content));
        return call ? summarize(call.name, call.input, output, language) : "";
      })
      .filter(Boolean)
      .join(" ");
    return { kind: "text", text: text || helpText(language) };
  }
  return decideForUserMessage(userText, language);
}

export function words(text: string): string[] {
  return text.match(/\s*\S+\s*/g) ?? [text];
}

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  if (ms <= 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason instanceof Error ? signal.reason : new Error("Aborted"));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

export function turnChunks(
  turn: SimulatedTurn,
  id: string,
  promptTokens: number,
): ChatCompletionChunk[] {
  const write = chunkWriter({ id, model: SIMULATED_MODEL_NAME });
  const chunks = [write.role()];
  let completion = "";
  if (turn.kind === "text") {
    for (const word of words(turn.text)) chunks.push(write.text(word));
    chunks.push(write.finish("stop"));
    completion = turn.text;
  } else {
    turn.calls.forEach((call, index) => {
      const args = JSON.stringify(call.input);
      const half = Math.ceil(args.length / 2);
      // Arguments arrive in pieces, as real endpoints send them.
      chunks.push(
        write.toolCall({
          index,
          id: `call_${id}_${index}`,
          type: "function",
          function: { name: call.name, arguments: args.slice(0, half) },
        }),
        write.toolCall({ index, function: { arguments: args.slice(half) } }),
      );
      completion += call.name + args;
    });
    chunks.push(write.finish("tool_calls"));
  }
  chunks.push(
    write.usage({ prompt_tokens: promptTokens, completion_tokens: estimateTokens(completion) }),
  );
  return chunks;
}

export interface SimulatedBackendOptions {
  delayMs: number;
}

export function simulatedFetch(options: SimulatedBackendOptions): typeof fetch {
  // eslint-disable-next-line @typescript-eslint/require-await -- fetch's contract is a promise
  return async (input, init) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    if (!url.endsWith("/chat/completions") || init?.method !== "POST")
      return Response.json(openAIErrorBody("Not found", "invalid_request_error"), { status: 404 });
    let body: { messages?: RequestMessage[]; stream?: boolean };
    try {
      body = JSON.parse(typeof init.body === "string" ? init.body : "{}") as typeof body;
    } catch {
      return Response.json(openAIErrorBody("Invalid JSON", "invalid_request_error"), {
        status: 400,
      });
    }
    const messages = body.messages ?? [];
    if (!body.stream)
      return Response.json(
        openAIErrorBody("Only streaming is simulated", "invalid_request_error"),
        {
          status: 400,
        },
      );
    const system = textOf(messages.find((message) => message.role === "system")?.content);
    const fallback: Language = /\blanguage: de\b/i.test(system) ? "de" : "en";
    const turn = decideTurn(messages, fallback);
    const promptTokens = estimateTokens(
      messages.map((message) => textOf(message.content)).join(" "),
    );
    const chunks = turnChunks(turn, `sim${messages.length}`, promptTokens);
    const signal = init.signal ?? undefined;
    const encoder = new TextEncoder();
    const stream = new ReadableStream<Uint8Array>({
      async start(controller) {
        try {
          for (const [index, chunk] of chunks.entries()) {
            if (index > 0 && chunk.choices[0]?.delta.content) await sleep(options.delayMs, signal);
            controller.enqueue(encoder.encode(sseEvent(chunk)));
          }
          controller.enqueue(encoder.encode(SSE_DONE));
          controller.close();
        } catch (error) {
          controller.error(error);
        }
      },
    });
    return new Response(stream, { status: 200, headers: SSE_HEADERS });
  };
}
