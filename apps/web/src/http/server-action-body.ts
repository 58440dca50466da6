/**
 * True for a server-action post (a `Next-Action` header) whose body cannot be what React's client
 * sends: a multipart body that does not parse, or a text body that is not a JSON array (the
 * encoded arguments). Next 16.4 answers those with 500 and logs them as server errors; the proxy
 * answers 400 instead. Arguments of the wrong shape in a well-formed body still reach the action,
 * which checks its own input.
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
