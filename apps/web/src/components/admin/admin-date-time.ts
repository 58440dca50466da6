/**
 * How the admin area shows a moment: in UTC and saying so, the same for every admin wherever they
 * are (the audit log, jobs and mails are compared with server logs). `dateStyle` cannot be
 * combined with `timeZoneName`, so the parts are spelled out.
 */
export const ADMIN_DATE_TIME = {
  year: "numeric",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: "UTC",
  timeZoneName: "short",
} as const;
