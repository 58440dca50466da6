// `pnpm start`: Next's handler on a plain Node server, forwarding headers decided from the socket
// first (server/forwarded.mjs); `next start` would trust a client-sent X-Forwarded-For.
//   node server.mjs [--port 3000] [--hostname 127.0.0.1]    (or PORT and HOSTNAME)
import { randomUUID } from "node:crypto";
import { createServer } from "node:http";
import { createRequire } from "node:module";
import { setTimeout } from "node:timers";
import { parseArgs } from "node:util";

import { parseProxyHops, prepareHeaders } from "./server/forwarded.mjs";

const started = Date.now();
const { values: options } = parseArgs({
  options: {
    port: { type: "string", short: "p" },
    hostname: { type: "string", short: "H" },
  },
});
const port = Number(options.port ?? process.env.PORT ?? 3000);
// Unset: every interface, as `next start` does.
const hostname = options.hostname ?? (process.env.HOSTNAME || undefined);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`Invalid port: ${options.port ?? process.env.PORT}`);
  process.exit(1);
}

// Like `next start`: a production server unless told otherwise, set before Next loads.
process.env.NODE_ENV ??= "production";
// Known to this process only: a client cannot send the mark of a loopback request (forwarded.mjs).
const localRequestToken = randomUUID();
process.env.TEAMKIT_LOCAL_REQUEST_TOKEN = localRequestToken;
const { default: next } = await import("next");
const app = next({ dev: false, dir: import.meta.dirname, hostname, port });
const handle = app.getRequestHandler();
// Loads next.config.ts, which reads the repository's .env: read the app's settings after it.
await app.prepare();

let proxyHops;
try {
  proxyHops = parseProxyHops(process.env.TEAMKIT_PROXY_HOPS);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const server = createServer((req, res) => {
  const requestId = randomUUID();
  prepareHeaders(req.headers, {
    socketAddress: req.socket.remoteAddress,
    proxyHops,
    requestId,
    localRequestToken,
  });
  // Support can find a failed request's log line from what the client saw.
  res.setHeader("x-request-id", requestId);
  handle(req, res).catch((error) => {
    console.error(
      JSON.stringify({
        level: "error",
        msg: "request handler failed",
        requestId,
        error: error instanceof Error ? error.name : typeof error,
      }),
    );
    if (!res.headersSent) res.statusCode = 500;
    res.end();
  });
});

server.listen(port, hostname, () => {
  const address = server.address();
  const host = hostname ?? "localhost";
  const shown = host.includes(":") ? `[${host}]` : host;
  const bound = typeof address === "object" && address ? address.port : port;
  const { version } = createRequire(import.meta.url)("next/package.json");
  console.info(`  ▲ Next.js ${version} (server.mjs, TEAMKIT_PROXY_HOPS=${proxyHops})`);
  console.info(`  - Local:        http://${shown}:${bound}`);
  console.info(` ✓ Ready in ${Date.now() - started}ms`);
});

// Graceful stop: no new connections, idle keep-alive ones closed, requests in flight finish
// (at most 10 s), then Next's own clean-up.
let stopping = false;
for (const signal of ["SIGTERM", "SIGINT"]) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    const forced = setTimeout(() => process.exit(0), 10_000);
    forced.unref();
    server.close(() => {
      void app.close().finally(() => process.exit(0));
    });
    server.closeIdleConnections();
  });
}
