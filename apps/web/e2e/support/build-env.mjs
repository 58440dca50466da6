// Build-time settings of the production build the browser suites run against (`pnpm test` passes
// them to `next build`). The source-code redirect points at another origin on this machine, where
// the redirect suite runs a stand-in site.
export const SOURCE_SITE_PORT = 3199;
export const E2E_BUILD_ENV = {
  TEAMKIT_SOURCE_URL: `http://localhost:${SOURCE_SITE_PORT}/teamkit`,
  // The main instance's origin (playwright.config.ts), so the build has no APP_URL to warn about.
  APP_URL: `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`,
};
