import js from "@eslint/js";
import tseslint from "typescript-eslint";

/** Every workspace package this repo has; used by `boundaries` to forbid the rest. */
const WORKSPACE = [
  "activity",
  "ai",
  "admin",
  "api",
  "auth",
  "billing",
  "db",
  "email",
  "flows",
  "i18n",
  "newsletter",
  "tasks",
  "teams",
  "ui",
  "validators",
];

/**
 * For script packages linted as plain JavaScript would be: no type-aware rules on `files`.
 * @param {string[]} files
 */
export function withoutTypeChecking(files) {
  return { files, ...tseslint.configs.disableTypeChecked };
}

/**
 * Import boundaries (see ARCHITECTURE.md): a package lists the workspace packages it may import;
 * every other `@teamkit/*` import is a lint error, as are deep imports into another package's `src`.
 * @param {string[]} allowed
 */
export function boundaries(allowed) {
  const forbidden = WORKSPACE.filter((name) => !allowed.includes(name));
  return {
    files: ["**/*.{ts,tsx,js,mjs}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            ...(forbidden.length
              ? [
                  {
                    group: forbidden.flatMap((name) => [`@teamkit/${name}`, `@teamkit/${name}/*`]),
                    message:
                      "This package may not import that workspace package (ARCHITECTURE.md, Boundaries).",
                  },
                ]
              : []),
            {
              group: ["@teamkit/*/src/*"],
              message: "Import the package's public entry, not its src.",
            },
          ],
        },
      ],
    },
  };
}

/**
 * `boundaries` for a package that may import every workspace package but `forbidden`.
 * @param {string[]} forbidden
 */
export function boundariesExcept(forbidden) {
  return boundaries(WORKSPACE.filter((name) => !forbidden.includes(name)));
}

/** Type-aware TypeScript rules shared by every package. */
export default tseslint.config(
  {
    ignores: [
      "**/dist/**",
      "**/.next/**",
      "**/node_modules/**",
      "**/migrations/**",
      "**/*.config.*",
      "**/next-env.d.ts",
      "**/.data/**",
      "**/test-results/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  ...tseslint.configs.stylisticTypeChecked,
  {
    languageOptions: { parserOptions: { projectService: true } },
    linterOptions: { reportUnusedDisableDirectives: true },
    rules: {
      "@typescript-eslint/consistent-type-imports": [
        "error",
        { prefer: "type-imports", fixStyle: "separate-type-imports" },
      ],
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "@typescript-eslint/no-non-null-assertion": "error",
      // Contradicts the rule above (it asks for `!`): narrow instead.
      "@typescript-eslint/non-nullable-type-assertion-style": "off",
      "@typescript-eslint/no-misused-promises": [
        "error",
        { checksVoidReturn: { attributes: false } },
      ],
      "@typescript-eslint/consistent-type-definitions": "off",
      // `value || fallback` on strings is how empty env values and inputs fall back on purpose.
      "@typescript-eslint/prefer-nullish-coalescing": [
        "error",
        { ignorePrimitives: { string: true } },
      ],
      "@typescript-eslint/no-empty-function": "off",
      "no-console": ["warn", { allow: ["warn", "error", "info"] }],
    },
  },
  // Configuration is read once, in each package's env module (`@t3-oss/env-core` through
  // `parseEnv` in `@teamkit/db/env`), and handed on from there. `process.env.NODE_ENV` and
  // `NEXT_RUNTIME` stay allowed anywhere: Next replaces them at build time.
  {
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "MemberExpression[object.name='process'][property.name='env']:not(MemberExpression[property.name=/^(NODE_ENV|NEXT_RUNTIME)$/] > MemberExpression.object)",
          message:
            "Read the environment in the package's env module (src/env.ts) and pass the value on.",
        },
      ],
    },
  },
  // The exceptions: the env modules themselves, config files (ignored above), the server entry and
  // its e2e starter, scripts and CLIs, the bench, the browser suites and every test (including the
  // test kit, which picks its database from TEST_DATABASE_URL).
  {
    files: [
      "**/src/env.ts",
      "**/server.mjs",
      "**/scripts/**",
      "**/e2e/**",
      "**/test/**",
      "**/*.test.{ts,tsx}",
      "**/src/testing/**",
      "**/lib/**/*.mjs",
      "**/bench/**",
    ],
    rules: { "no-restricted-syntax": "off" },
  },
  {
    files: ["**/*.js", "**/*.mjs"],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: {
      ...tseslint.configs.disableTypeChecked.languageOptions,
      globals: { process: "readonly", console: "readonly", URL: "readonly" },
    },
  },
);
