import type { TagColor } from "@teamkit/validators";
import { TAG_COLORS } from "@teamkit/validators";

/** Each tag colour of the web's palette as one mid tone, which reads on light and dark screens. */
const TAG_DOTS: Record<TagColor, string> = {
  gray: "#71717a",
  red: "#ef4444",
  orange: "#f97316",
  amber: "#f59e0b",
  green: "#22c55e",
  teal: "#14b8a6",
  blue: "#3b82f6",
  indigo: "#6366f1",
  purple: "#a855f7",
  pink: "#ec4899",
};

/** A tag's colour for its dot; an unknown name (a newer server's) is grey, as on the web. */
export function tagDotColor(color: string): string {
  const known = TAG_COLORS.find((name) => name === color);
  return known ? TAG_DOTS[known] : TAG_DOTS.gray;
}
