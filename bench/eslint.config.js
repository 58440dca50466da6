import base, { boundaries } from "@teamkit/eslint-config/base";

export default [
  ...base,
  boundaries([]),
  // The Node globals the bench scripts use besides the base config's (tsc checks them too).
  {
    files: ["**/*.mjs"],
    languageOptions: {
      globals: {
        AbortSignal: "readonly",
        Buffer: "readonly",
        clearTimeout: "readonly",
        fetch: "readonly",
        setTimeout: "readonly",
      },
    },
  },
  // bench/bare is its own package (typecheck only); reports are generated.
  { ignores: ["bare/**", "reports/**"] },
];
