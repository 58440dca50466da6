/** Shared Prettier config: sorted imports (node builtins, packages, workspace, relative). */
export default {
  // Resolved from the working directory: the root package.json lists the plugin too.
  plugins: ["@ianvs/prettier-plugin-sort-imports"],
  printWidth: 100,
  importOrder: [
    "<TYPES>",
    "<BUILTIN_MODULES>",
    "",
    "<THIRD_PARTY_MODULES>",
    "",
    "<TYPES>^@teamkit",
    "^@teamkit/(.*)$",
    "",
    "<TYPES>^~/(.*)$",
    "^~/(.*)$",
    "",
    "<TYPES>^[.]",
    "^[.]",
  ],
  importOrderTypeScriptVersion: "5.9.0",
};
