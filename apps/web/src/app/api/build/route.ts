import { readFile } from "node:fs/promises";
import path from "node:path";

// Answered on every request and never cached: the client compares it with the build it runs.
export const dynamic = "force-dynamic";

let buildId: Promise<string> | undefined;

/** The id of the build this process serves: read once, as it cannot change while the process runs. */
function readBuildId(): Promise<string> {
  // `next build` writes BUILD_ID; `next dev` does not. The comment stops the bundler from
  // tracing the whole project into the route's output because of a path built at run time.
  buildId ??= readFile(
    path.join(/*turbopackIgnore: true*/ process.cwd(), ".next", "BUILD_ID"),
    "utf8",
  ).then(
    (id) => id.trim() || "development",
    () => "development",
  );
  return buildId;
}

/** GET /api/build → `{ buildId }`, polled by the reload guard, which reloads once a new build is deployed. */
export async function GET(): Promise<Response> {
  return Response.json(
    { buildId: await readBuildId() },
    { headers: { "Cache-Control": "no-store" } },
  );
}
