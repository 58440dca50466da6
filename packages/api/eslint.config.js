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
    "i18n",
    "newsletter",
    "tasks",
    "teams",
    "validators",
  ]),
];
