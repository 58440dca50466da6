/** "" unless text: anyone can post an action any arguments, so validation refuses it, not a 500. */
export function formValue(formData: unknown, name: string): string {
  if (!(formData instanceof FormData)) return "";
  const value = formData.get(name);
  return typeof value === "string" ? value : "";
}
