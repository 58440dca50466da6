/**
 * A name someone chose (a team, an inviter, a device, the name given at sign-up, which anyone can
 * give with someone else's address) as a mail shows it: a zero-width space before each dot keeps
 * mail clients from turning a "www.example.com" in it into a link under the app's sender.
 */
export function inertName(value: string): string {
  return value.replaceAll(".", "\u200B.");
}
