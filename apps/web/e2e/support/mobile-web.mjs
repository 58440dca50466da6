// The mobile app's web export (`expo export --platform web`) on an origin of its own, with `/api/*`
// forwarded to a production web app: the app calls its own origin, so CORS stays closed and nothing
// depends on a development-only switch. The browser suites and `pnpm bench --only mobile` start it.
//
//   MOBILE_WEB_PORT=3102 API_ORIGIN=http://127.0.0.1:3100 node e2e/support/mobile-web.mjs
import { existsSync, readFileSync, statSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";

/** Where `pnpm --filter @teamkit/mobile export:web` writes the export. */
export const MOBILE_EXPORT_DIR = path.resolve(import.meta.dirname, "../../../mobile/dist/web");

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".json": "application/json",
  ".css": "text/css; charset=utf-8",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".ttf": "font/ttf",
};
const COMPRESSIBLE = new Set([".html", ".js", ".json", ".css"]);

/**
 * A phone sends no cookies: the proxy drops the ones the browser shares between the ports of
 * 127.0.0.1 (a web session of the same test would otherwise ride along) and never sets any.
 */
const DROPPED_REQUEST_HEADERS = new Set(["cookie", "host", "connection"]);

/**
 * Web pages the app opens in the browser: the sign-in hand-off (any locale) and every page under a
 * locale prefix (Billing through a team url, say). The app's own routes have no locale prefix.
 */
const WEB_PAGE = /^\/(?:(?:[a-z]{2}\/)?mobile\/authorize$|(?:en|de)(?:\/|$))/;

/** Starts the server; resolves once it listens. */
export function serveMobileWeb({ port, apiOrigin, root = MOBILE_EXPORT_DIR, host = "127.0.0.1" }) {
  const api = new URL(apiOrigin);
  const files = new Map();

  function file(pathname) {
    let full = path.join(root, path.normalize(pathname));
    if (!full.startsWith(root) || !existsSync(full) || statSync(full).isDirectory())
      full = path.join(root, "index.html"); // a single-page export: every route is index.html
    if (!files.has(full)) {
      const body = readFileSync(full);
      const ext = path.extname(full);
      files.set(full, {
        body,
        gzip: COMPRESSIBLE.has(ext) ? gzipSync(body) : null,
        type: TYPES[ext] ?? "application/octet-stream",
        immutable: full.includes(`${path.sep}_expo${path.sep}`),
      });
    }
    return files.get(full);
  }

  function forward(request, response) {
    const headers = { host: api.host };
    for (const [name, value] of Object.entries(request.headers))
      if (!DROPPED_REQUEST_HEADERS.has(name)) headers[name] = value;
    const upstream = http.request(
      { host: api.hostname, port: api.port, method: request.method, path: request.url, headers },
      (answer) => {
        const { "set-cookie": _dropped, ...kept } = answer.headers;
        response.writeHead(answer.statusCode ?? 502, kept);
        answer.pipe(response);
      },
    );
    upstream.on("error", () => {
      if (!response.headersSent) response.writeHead(502, { "content-type": "text/plain" });
      response.end("The web app did not answer.");
    });
    request.pipe(upstream);
  }

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    if (url.pathname === "/api" || url.pathname.startsWith("/api/"))
      return forward(request, response);
    // Web pages need the web app's own cookies: the browser goes there itself.
    if (WEB_PAGE.test(url.pathname)) {
      response.writeHead(302, { location: new URL(request.url ?? "/", api).toString() });
      return response.end();
    }
    if (!existsSync(path.join(root, "index.html"))) {
      response.writeHead(503, { "content-type": "text/plain; charset=utf-8" });
      return response.end(
        "No web export of the mobile app: run `pnpm --filter @teamkit/mobile export:web`.",
      );
    }
    let found;
    try {
      found = file(decodeURIComponent(url.pathname));
    } catch {
      response.writeHead(400);
      return response.end();
    }
    const gzip = found.gzip && /\bgzip\b/.test(request.headers["accept-encoding"] ?? "");
    const body = gzip ? found.gzip : found.body;
    response.writeHead(200, {
      "content-type": found.type,
      "content-length": body.length,
      "cache-control": found.immutable ? "public, max-age=31536000, immutable" : "no-cache",
      vary: "accept-encoding",
      ...(gzip ? { "content-encoding": "gzip" } : {}),
    });
    response.end(request.method === "HEAD" ? undefined : body);
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve(server));
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const port = Number(process.env.MOBILE_WEB_PORT);
  const apiOrigin = process.env.API_ORIGIN;
  if (!port || !apiOrigin) throw new Error("MOBILE_WEB_PORT and API_ORIGIN must be set");
  const server = await serveMobileWeb({ port, apiOrigin });
  for (const signal of ["SIGINT", "SIGTERM"])
    process.on(signal, () => server.close(() => process.exit(0)));
}
