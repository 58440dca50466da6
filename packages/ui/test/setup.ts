import { configure } from "@testing-library/react";

// CI shares two cores with other suites: a second of patience is not enough there.
export const ASYNC_TIMEOUT_MS = 5000;
configure({ asyncUtilTimeout: ASYNC_TIMEOUT_MS });
