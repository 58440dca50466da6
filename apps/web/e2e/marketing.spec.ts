import type { Page } from "@playwright/test";

import { expectColorScheme, expectNoSeriousA11yViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { expectLinkTo } from "./support/links";

/** Opens an FAQ entry by its question and returns the answer's text. */
async function faqAnswer(page: Page, question: string): Promise<string> {
  const entry = page.locator("details", { has: page.getByText(question, { exact: true }) });
  await entry.getByText(question, { exact: true }).click();
  await expect(entry).toHaveAttribute("open", "");
  return (await entry.locator("p").textContent()) ?? "";
}

test.describe("landing page", () => {
  test("sells Teamkit: hero, features, steps, FAQ and calls to action", async ({ page }) => {
    await page.goto("/");
    await expect(
      page.getByRole("heading", { level: 1, name: "Ship your team SaaS, not its plumbing" }),
    ).toBeVisible();
    await expectLinkTo(page, "Start free", "/auth/signup");
    await expectLinkTo(page, "Read the docs", "/docs/getting-started");
    const features = page.getByRole("region", { name: "Everything a team product needs" });
    await expect(features.getByRole("listitem")).toHaveCount(6);
    await expect(features.getByRole("heading", { level: 3 }).first()).toHaveText(
      "Teams and invitations",
    );
    // The steps are an ordered list; their numbers are drawn by CSS and not read out.
    const steps = page.locator("ol.steps > li");
    await expect(steps).toHaveCount(3);
    expect(await steps.first().evaluate((li) => getComputedStyle(li, "::before").content)).toMatch(
      /counter\(step\)/,
    );
    await expectLinkTo(page, "Create your account", "/auth/signup");
  });

  test("the FAQ states the 14-day free trial, the 30-day money-back guarantee and when a plan change applies", async ({
    page,
  }) => {
    await page.goto("/");
    const faq = page.getByRole("region", { name: "Frequently asked questions" });
    await expect(faq.locator("details")).toHaveCount(6);
    // Answers stay closed until asked for; the "+" is decoration, not part of the question.
    await expect(faq.locator("details[open]")).toHaveCount(0);
    await expect(faq.getByText("Is there a free trial?", { exact: true })).toBeVisible();
    expect(await faqAnswer(page, "Is there a free trial?")).toContain("14-day free trial");
    expect(await faqAnswer(page, "What if Teamkit is not right for us?")).toContain(
      "30-day money-back guarantee",
    );
    // A second click closes an answer again.
    await faq.getByText("Is there a free trial?", { exact: true }).click();
    await expect(faq.locator("details[open]")).toHaveCount(1);
    // As Billing does it: every switch applies at once (only the payment differs); a downgrade
    // does not wait for the period's end, only a return to Free (a cancellation) does.
    const change = await faqAnswer(page, "Can we switch plans later?");
    expect(change).toContain("the new plan applies at once");
    expect(change).not.toMatch(/downgrades? at the end/i);
  });

  test("in German: the same page, texts and links under /de", async ({ page }) => {
    await page.goto("/de");
    await expect(
      page.getByRole("heading", {
        level: 1,
        name: "Bau dein Team-SaaS, nicht seine Infrastruktur",
      }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Kostenlos starten" }).first()).toHaveAttribute(
      "href",
      "/de/auth/signup",
    );
    expect(await faqAnswer(page, "Gibt es eine kostenlose Testphase?")).toContain(
      "14-tägigen kostenlosen Testphase",
    );
    expect(await faqAnswer(page, "Was, wenn Teamkit nicht zu uns passt?")).toContain(
      "30-tägige Geld-zurück-Garantie",
    );
    // The language switch names each language in itself, marked so it is read out in it.
    const language = page.getByRole("combobox", { name: "Sprache" });
    await expect(language.locator('option[value="en"]')).toHaveAttribute("lang", "en");
    await expect(language.locator('option[value="en"]')).toHaveText("English");
  });
});

test.describe("pricing page", () => {
  const cta = (page: Page, plan: string) =>
    page.getByRole("article", { name: plan }).getByRole("link").filter({ visible: true });

  test("shows the three plans in euros and switches between monthly and yearly prices", async ({
    page,
  }) => {
    await page.goto("/pricing");
    await expect(page.getByRole("article")).toHaveCount(3);
    const pro = page.getByRole("article", { name: "Pro" });
    await expect(page.getByRole("article", { name: "Free" })).toContainText("Free");
    // Monthly by default.
    await expect(page.getByRole("radio", { name: "Monthly" })).toBeChecked();
    await expect(pro.getByText("€19", { exact: true })).toBeVisible();
    await expect(pro.getByText("€190", { exact: true })).toBeHidden();
    await expect(cta(page, "Pro")).toHaveAttribute("href", "/auth/signup?plan=pro&interval=month");
    await expect(cta(page, "Free")).toHaveText("Start free");
    await expect(cta(page, "Pro")).toHaveText("Start 14-day trial");

    await page.getByText("Yearly").click();
    await expect(page.getByRole("radio", { name: /Yearly/ })).toBeChecked();
    await expect(page.getByText("save up to 17%")).toBeVisible();
    await expect(pro.getByText("€190", { exact: true })).toBeVisible();
    await expect(pro.getByText("€19", { exact: true })).toBeHidden();
    await expect(page.getByRole("article", { name: "Business" }).getByText("€490")).toBeVisible();
    await expect(cta(page, "Business")).toHaveAttribute(
      "href",
      "/auth/signup?plan=business&interval=year",
    );
    await expect(
      page.getByText("Paid plans start with a 14-day free trial — one per team."),
    ).toBeVisible();
  });

  for (const colorScheme of ["light", "dark"] as const) {
    test(`the yearly choice and its saving stay readable in ${colorScheme} mode`, async ({
      browser,
    }) => {
      // The public-routes suite checks the page as it loads (monthly); this is the other state.
      const context = await browser.newContext({ colorScheme });
      const page = await context.newPage();
      await page.goto("/pricing");
      await expectColorScheme(page, colorScheme);
      await page.getByText("Yearly").click();
      await expect(page.getByRole("radio", { name: /Yearly/ })).toBeChecked();
      await expectNoSeriousA11yViolations(page, `/pricing yearly (${colorScheme})`);
      await context.close();
    });
  }

  test("the interval switch is plain HTML and CSS: it works without JavaScript", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/de/pricing");
    await expect(page.getByRole("radio", { name: "Monatlich" })).toBeChecked();
    await expect(page.getByRole("article", { name: "Pro" }).getByText("19 €")).toBeVisible();
    await page.getByText("Jährlich").click();
    await expect(page.getByRole("article", { name: "Pro" }).getByText("190 €")).toBeVisible();
    await expect(cta(page, "Pro")).toHaveAttribute(
      "href",
      "/de/auth/signup?plan=pro&interval=year",
    );
    await context.close();
  });
});
