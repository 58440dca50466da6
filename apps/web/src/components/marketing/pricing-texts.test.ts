import { describe, expect, it } from "vitest";

import { MONEY_BACK_DAYS, PLANS, TRIAL_DAYS } from "@teamkit/billing/plans";
import { getMessages, LOCALES } from "@teamkit/i18n";

/**
 * The pricing page renders prices from the plans file, but its feature lines and the trial and
 * refund promises are texts: they must say what the app enforces and sells.
 */
describe("pricing texts", () => {
  for (const locale of LOCALES) {
    const messages = getMessages(locale);
    const features = messages.pricing.features as Record<string, string>;
    const number = (value: number) => new Intl.NumberFormat(locale).format(value);

    it(`name each plan's member, task and AI limits as the plans file sets them (${locale})`, () => {
      for (const plan of PLANS) {
        for (const key of plan.features) expect(features[key], `${plan.id}: ${key}`).toBeTruthy();
        const line = (prefix: string) => {
          const key = plan.features.find((feature) => feature.startsWith(prefix));
          return { key, text: key ? (features[key] ?? "") : "" };
        };
        const members = line("members");
        if (plan.maxMembers === null) expect(members.key, plan.id).toBe("membersUnlimited");
        else expect(members.text, plan.id).toContain(number(plan.maxMembers));
        const tasks = line("tasks");
        if (plan.maxTasks === null) expect(tasks.key, plan.id).toBe("tasksUnlimited");
        else expect(tasks.text, plan.id).toContain(number(plan.maxTasks));
        expect(line("ai").text, plan.id).toContain(number(plan.aiMessagesPerMonth));
      }
    });

    it(`promise the trial and the money-back period the plans file sets (${locale})`, () => {
      const trialTexts = [
        messages.pricing.cta.trial,
        messages.pricing.trialNote,
        messages.landing.trialNote,
        messages.landing.ctaText,
        messages.faq.trial.a,
      ];
      for (const text of trialTexts) expect(text).toContain(String(TRIAL_DAYS));
      const refundTexts = [
        messages.pricing.trialNote,
        messages.landing.trialNote,
        messages.faq.refund.a,
      ];
      for (const text of refundTexts) expect(text).toContain(String(MONEY_BACK_DAYS));
    });
  }
});
