/**
 * A name someone chose (a team, an inviter, a device, the name given at sign-up, which anyone can
 * give with someone else's address) as a mail shows it: a zero-width space before each dot (the
 * full-width and ideographic ones too, which hosts also accept) and inside each "://" keeps mail
 * clients from turning a "www.example.com" or "http://3232235777" in it into a link under the
 * app's sender.
 */
export function inertName(value: string): string {
  return value.replace(/[.\u3002\uFF0E\uFF61]/g, "\u200B$&").replaceAll("://", ":\u200B//");
}
