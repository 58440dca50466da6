/** Component and hook tests on jest-expo (the iOS flavour of React Native), reported as JSON. */
module.exports = {
  preset: "jest-expo",
  roots: ["<rootDir>/src", "<rootDir>/test"],
  watchman: false,
  // The machines that run CI are shared: the first render of a file transforms a lot.
  testTimeout: 30_000,
  setupFilesAfterEnv: ["<rootDir>/test/setup.ts"],
  // Each test starts with no calls recorded on the mocks (their implementations stay).
  clearMocks: true,
  testMatch: ["<rootDir>/test/**/*.test.{ts,tsx}"],
  transformIgnorePatterns: [
    "node_modules/(?!(.pnpm|react-native|@react-native|expo|@expo|expo-.*|@trpc|superjson|use-intl|intl-messageformat|@formatjs|zod|copy-anything|is-what))",
  ],
};
