// Counts the SQL statements the web app sends to Postgres, without touching the app: a TCP proxy
// between the app's database driver and the server that reads the frontend half of the wire
// protocol. A simple query ('Q') is one statement; in the extended protocol each Execute ('E') is
// one, its text taken from the Parse ('P') its portal was bound to. The server's answers pass
// through unread. Only for counting (one request at a time): timing is measured without it.
import net from "node:net";

import { HOST } from "./servers.mjs";

/** SSLRequest and GSSENCRequest: untyped messages the server answers with one byte. */
const ENCRYPTION_REQUESTS = new Set([80_877_103, 80_877_104]);

/**
 * @typedef {object} StatementCounter
 * @property {string} url  the database URL to give the app (the proxy's address)
 * @property {() => void} reset  forgets what was counted
 * @property {() => string[]} take  the statements sent since the last reset, in order
 * @property {() => Promise<void>} close
 */

/**
 * Starts the proxy on `port` (loopback) in front of the database `databaseUrl` names.
 * @param {string} databaseUrl
 * @param {number} port
 * @returns {Promise<StatementCounter>}
 */
export async function startStatementCounter(databaseUrl, port) {
  const target = new URL(databaseUrl);
  /** @type {string[]} */
  let statements = [];
  /** @type {Set<net.Socket>} */
  const sockets = new Set();
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

/**
 * A parser for one connection's client-to-server bytes; calls `onStatement` with each executed
 * statement's SQL.
 * @param {(sql: string) => void} onStatement
 * @returns {(chunk: Buffer) => void}
 */
function frontendReader(onStatement) {
  let buffer = Buffer.alloc(0);
  let started = false;
  /** Prepared statements and portals by name ("" is the unnamed one). */
  const prepared = new Map();
  const portals = new Map();
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

/**
 * A NUL-terminated string at `offset`, and the offset after it.
 * @param {Buffer} body
 * @param {number} offset
 */
function cString(body, offset) {
  const end = body.indexOf(0, offset);
  const stop = end === -1 ? body.length : end;
  return { text: body.toString("utf8", offset, stop), next: stop + 1 };
}
