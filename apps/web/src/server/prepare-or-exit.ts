/**
 * Validates the environment and prepares the embedded database; a misconfigured server exits with
 * what to set: left running, Next would answer every request with 500 and print the reason once,
 * far up in its log. Node only (instrumentation imports it for the Node.js runtime alone, so the
 * Edge compile never sees `process.exit`).
 */
export async function prepareOrExit(): Promise<void> {
  try {
    const { prepareServer } = await import("@teamkit/api");
    await prepareServer();
  } catch (error) {
    console.error(
      `Teamkit cannot start: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(1);
  }
}
