/**
 * A server-action post whose body React's client cannot have sent (unparsable multipart, text that
 * is not a JSON array): Next answers 500 and logs a server error; the proxy answers 400.
 */
export async function isUndecodableAction(request: Request): Promise<boolean> {
  if (request.method !== "POST" || !request.headers.has("next-action")) return false;
  const type = request.headers.get("content-type")?.toLowerCase() ?? "";
  try {
    if (type.startsWith("multipart/form-data")) {
      await request.clone().formData();
      return false;
    }
    // Next reads url-encoded posts as form fields and answers an unknown action with 404 itself.
    if (type.startsWith("application/x-www-form-urlencoded")) return false;
    return !Array.isArray(JSON.parse(await request.clone().text()));
  } catch {
    return true;
  }
}
