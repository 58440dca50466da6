import base, { boundaries } from "@teamkit/eslint-config/base";

export default [
  ...base,
  boundaries([
    "admin",
    "ai",
    "auth",
    "billing",
    "db",
    "email",
    "flows",
    "i18n",
    "newsletter",
    "tasks",
    "teams",
    "validators",
  ]),
];
