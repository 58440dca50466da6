/**
 * Runs once when a server instance starts: validates the environment (the app refuses to start
 * misconfigured) and prepares the embedded database.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { prepareServer } = await import("@teamkit/api");
  await prepareServer();
}
