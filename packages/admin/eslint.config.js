import base, { boundaries } from "@teamkit/eslint-config/base";

export default [
  ...base,
  boundaries(["auth", "billing", "db", "email", "i18n", "teams", "validators"]),
];
