import { describe, expect, it } from "vitest";

import { billingInterval, subscriptionStatus, taskStatus } from "@teamkit/db/schema";
import { BILLING_INTERVALS, SUBSCRIPTION_STATUSES, TASK_STATUSES } from "@teamkit/validators";

// The database's enums keep their own literals (db imports no workspace package): they must
// list what the shared value lists list, in the same order.
describe("value lists and the database's enums", () => {
  it.each([
    ["task_status", taskStatus.enumValues, TASK_STATUSES],
    ["billing_interval", billingInterval.enumValues, BILLING_INTERVALS],
    ["subscription_status", subscriptionStatus.enumValues, SUBSCRIPTION_STATUSES],
  ])("%s holds the shared list", (_name, inDatabase, shared) => {
    expect([...inDatabase]).toEqual([...shared]);
  });
});
