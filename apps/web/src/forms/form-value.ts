/**
 * A text field of a server action's form data, or "" when it is missing or not text. Anyone can
 * post to an action with arguments of any shape (an array instead of FormData), so actions read
 * fields through this and let validation refuse the empty value, instead of failing with 500.
 */
export function formValue(formData: unknown, name: string): string {
  if (!(formData instanceof FormData)) return "";
  const value = formData.get(name);
  return typeof value === "string" ? value : "";
}
