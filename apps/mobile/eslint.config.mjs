import base, { boundaries } from "@teamkit/eslint-config/base";
import react from "@teamkit/eslint-config/react";

const SERVER_PACKAGES = [
  "activity",
  "admin",
  "ai",
  "auth",
  "billing",
  "db",
  "email",
  "flows",
  "newsletter",
  "tasks",
  "teams",
  "ui",
];

// The app never imports server code: the API only as types (see `import type` in src/lib/api.tsx).
export default [
  ...base,
  ...react,
  boundaries(["api", "i18n", "validators"]),
  {
    files: ["src/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@teamkit/api",
              message: "Import types from @teamkit/api/client with `import type`.",
            },
          ],
          patterns: [
            {
              // One entry per package: these patterns know no braces.
              group: [
                ...SERVER_PACKAGES.flatMap((name) => [`@teamkit/${name}`, `@teamkit/${name}/*`]),
                "@teamkit/*/src/*",
              ],
              message: "The app imports only api (types), i18n and validators.",
            },
          ],
        },
      ],
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@teamkit/api/*"],
              allowTypeImports: true,
              message: "The app imports the API as types only.",
            },
          ],
        },
      ],
    },
  },
  { ignores: ["dist/**", ".expo/**", "test-results/**", "expo-env.d.ts"] },
];
