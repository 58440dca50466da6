import type { Page } from "@playwright/test";

import AxeBuilder from "@axe-core/playwright";
import { expect } from "@playwright/test";

/** The page shows the scheme the test emulates (the inline color-mode script follows the system). */
export async function expectColorScheme(page: Page, colorScheme: "light" | "dark"): Promise<void> {
  await expect(page.locator("html.dark")).toHaveCount(colorScheme === "dark" ? 1 : 0);
}

/** WCAG 2.0 and 2.1, levels A and AA. */
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
const BLOCKING_IMPACTS = new Set(["serious", "critical"]);

type Violation = Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"][number];

/** One violation as a reader can act on it: rule, impact, help link and each failing element. */
function describe(violation: Violation): string {
  const nodes = violation.nodes.map((node) => {
    const target = node.target.map((part) => JSON.stringify(part)).join(" > ");
    // The summary says what is wrong there (e.g. the measured contrast ratio and colours).
    const summary = (node.failureSummary ?? "").replace(/\s*\n\s*/g, " ");
    return `    - ${target}: ${summary}`;
  });
  return [
    `  ${violation.id} (${violation.impact}): ${violation.help} <${violation.helpUrl}>`,
    ...nodes,
  ].join("\n");
}

/**
 * Runs axe-core on the page as it is now and fails (softly, so one run reports every page) on any
 * serious or critical WCAG 2.1 A/AA violation, naming rule, impact and target selectors.
 */
export async function expectNoSeriousA11yViolations(page: Page, label: string): Promise<void> {
  // A list row fading in (auto-animate) has a colour on its way to its final one: let finite
  // animations end first, so axe measures contrast as the user sees it (spinners run forever).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== "running" ||
          animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
  // Legacy mode runs axe in the page itself. The default also opens a blank page per call to merge
  // the results of cross-origin frames, which the app never embeds: that page cost about half of
  // each call (3.0 s against 1.4 s on the billing, tasks and members pages).
  const { violations } = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .setLegacyMode(true)
    .analyze();
  const blocking = violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ""));
  expect
    .soft(
      blocking.length,
      `${label}: ${blocking.length} serious or critical axe violation(s)\n${blocking.map(describe).join("\n")}`,
    )
    .toBe(0);
}
