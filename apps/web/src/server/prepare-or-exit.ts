/**
 * A misconfigured server exits saying what to set, instead of answering 500 with the reason far up
 * its log. Node only, so the Edge compile never sees `process.exit`.
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
