import reactHooks from "eslint-plugin-react-hooks";

/** React rules for packages with components. */
export default [
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
];
