import { describe, expect, it } from "vitest";

import { AUDIT_ACTIONS } from "@teamkit/admin";
import { getTranslator, LOCALES } from "@teamkit/i18n";

import { UPKEEP_JOB_NAMES } from "../src/jobs/upkeep";

// The admin overview names each audit action and scheduled job through a select; one without a
// branch would show its raw identifier ("user_twoFactorReset", "mailOutbox").
describe.each(LOCALES)("the admin overview's labels (%s)", (locale) => {
  const t = getTranslator(locale);

  it.each(AUDIT_ACTIONS)("names the audit action %s with its actor and target", (action) => {
    const text = t("admin.overview.auditAction", {
      action: action.replace(".", "_"),
      actor: "ACTOR",
      target: "TARGET",
    });
    expect(text).toMatch(/^ACTOR .*TARGET/);
    expect(text).not.toContain(":");
  });

  it.each(UPKEEP_JOB_NAMES)("names the scheduled job %s", (name) => {
    expect(t("admin.overview.jobName", { name })).not.toBe(name);
  });
});
