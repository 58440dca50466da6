import base, { boundaries } from "@teamkit/eslint-config/base";
import nextjs from "@teamkit/eslint-config/nextjs";
import react from "@teamkit/eslint-config/react";

// apps/web never imports db (ARCHITECTURE.md): server components go through the API's caller.
export default [
  ...base,
  ...react,
  ...nextjs,
  boundaries(["api", "auth", "billing", "i18n", "ui", "validators"]),
  { ignores: ["playwright-report/**", "test-results/**"] },
  // Next's link rule finds `src/app` from here, not from the folder ESLint was started in.
  { settings: { next: { rootDir: import.meta.dirname } } },
];
