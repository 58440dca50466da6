/**
 * A moment in UTC, saying so: the same for every reader wherever they are (the admin area's times
 * are compared with server logs). `dateStyle` cannot be combined with `timeZoneName`, so the parts
 * are spelled out.
 */
export const UTC_DATE_TIME = {
  year: "numeric",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: "UTC",
  timeZoneName: "short",
} as const;
