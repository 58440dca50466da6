import { createStopReports } from "@teamkit/validators";

import { storage } from "../../lib/storage";

/** This device's, in the keychain beside a pending sign-out: a report outlives a closed app. */
export const stopReports = createStopReports(storage);
