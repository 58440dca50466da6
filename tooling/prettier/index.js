/** Shared Prettier config: sorted imports (node builtins, packages, workspace, relative). */
export default {
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
    "<TYPES>^[.]",
    "^[.]",
  ],
  importOrderTypeScriptVersion: "5.9.0",
};
