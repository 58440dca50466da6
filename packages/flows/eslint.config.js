import base, { boundaries } from "@teamkit/eslint-config/base";

export default [
  ...base,
  boundaries(["admin", "auth", "billing", "db", "email", "tasks", "teams", "validators"]),
];
