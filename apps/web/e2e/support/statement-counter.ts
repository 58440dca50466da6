// A TCP proxy that reads the frontend half of the wire protocol: a simple query ('Q') is one
// statement; each extended-protocol Execute ('E') is one, its text from the Parse its portal was
// bound to. Counting only: timing is measured without it.
import net from "node:net";

const HOST = "127.0.0.1";

/** SSLRequest and GSSENCRequest: untyped messages the server answers with one byte. */
const ENCRYPTION_REQUESTS = new Set([80_877_103, 80_877_104]);

export interface StatementCounter {
  url: string; // the database URL to give the app (the proxy's address)
  reset: () => void; // forgets what was counted
  take: () => string[]; // the statements sent since the last reset, in order
  close: () => Promise<void>;
}

export async function startStatementCounter(
  databaseUrl: string,
  port: number,
): Promise<StatementCounter> {
  const target = new URL(databaseUrl);
  let statements: string[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
      socket.on("error", () => {
        client.destroy();
        upstream.destroy();
      });
    }
    upstream.pipe(client);
    const reader = frontendReader((sql) => statements.push(sql));
    client.on("data", (chunk) => {
      reader(chunk);
      upstream.write(chunk);
    });
    client.on("end", () => upstream.end());
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, HOST, () => resolve(undefined));
  });
  const url = new URL(databaseUrl);
  url.hostname = HOST;
  url.port = String(port);
  return {
    url: url.toString(),
    reset: () => {
      statements = [];
    },
    take: () => [...statements],
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(() => resolve(undefined)));
    },
  };
}

function frontendReader(onStatement: (sql: string) => void): (chunk: Buffer) => void {
  let buffer = Buffer.alloc(0);
  let started = false;
  const prepared = new Map<string, string>();
  const portals = new Map<string, string>();
  return (chunk) => {
    buffer = Buffer.concat([buffer, chunk]);
    for (;;) {
      if (!started) {
        // The startup message (and an encryption request before it) has no type byte.
        if (buffer.length < 8) return;
        const length = buffer.readInt32BE(0);
        if (buffer.length < length) return;
        const code = buffer.readInt32BE(4);
        buffer = buffer.subarray(length);
        if (!ENCRYPTION_REQUESTS.has(code)) started = true;
        continue;
      }
      if (buffer.length < 5) return;
      const type = String.fromCharCode(buffer[0] ?? 0);
      const length = buffer.readInt32BE(1);
      if (buffer.length < 1 + length) return;
      const body = buffer.subarray(5, 1 + length);
      buffer = buffer.subarray(1 + length);
      if (type === "Q") onStatement(cString(body, 0).text);
      else if (type === "P") {
        const name = cString(body, 0);
        prepared.set(name.text, cString(body, name.next).text);
      } else if (type === "B") {
        const portal = cString(body, 0);
        const statement = cString(body, portal.next);
        portals.set(portal.text, prepared.get(statement.text) ?? "(unknown statement)");
      } else if (type === "E")
        onStatement(portals.get(cString(body, 0).text) ?? "(unknown portal)");
    }
  };
}

function cString(body: Buffer, offset: number) {
  const end = body.indexOf(0, offset);
  const stop = end === -1 ? body.length : end;
  return { text: body.toString("utf8", offset, stop), next: stop + 1 };
}

/**
 * Not counted against a page: transaction brackets, and the session's `last_active_at` touch,
 * which is written at most hourly.
 */
export function countsAgainstPage(sql: string) {
  const text = sql.trim().toLowerCase();
  if (/^(begin|commit|rollback)\b/.test(text)) return false;
  return !(text.startsWith('update "sessions"') && text.includes("last_active_at"));
}
