import base, { boundaries, withoutTypeChecking } from "@teamkit/eslint-config/base";

export default [
  ...base,
  boundaries([]),
  // Linted as it was in JavaScript; it reads process.env itself (a script has no env module).
  withoutTypeChecking(["**/*.ts"]),
  { files: ["**/*.ts"], rules: { "no-restricted-syntax": "off" } },
  // bench/bare is its own package (typecheck only); reports are generated.
  { ignores: ["bare/**", "reports/**"] },
];
