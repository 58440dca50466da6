import { IntlMessageFormat } from "intl-messageformat";
import { describe, expect, it } from "vitest";

import de from "../messages/de.json";
import en from "../messages/en.json";
import { localeFromAcceptLanguage } from "../src/accept-language";
import { pageTitle } from "../src/config";
import { getTranslator } from "../src/translator";

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === "string") out.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

const enKeys = flatten(en);
const deKeys = flatten(de);

describe("message files", () => {
  it("have exactly the same keys in English and German", () => {
    expect([...deKeys.keys()].filter((k) => !enKeys.has(k))).toEqual([]);
    expect([...enKeys.keys()].filter((k) => !deKeys.has(k))).toEqual([]);
  });

  it("call the audit log by one German name everywhere", () => {
    const germanNames = [...deKeys.values()].flatMap((value) =>
      /Audit-(Log|Protokoll)/.test(value) ? [/Audit-(Log|Protokoll)/.exec(value)?.[0]] : [],
    );
    expect(new Set(germanNames)).toEqual(new Set(["Audit-Protokoll"]));
  });

  it("have no empty message", () => {
    for (const [key, value] of [...enKeys, ...deKeys]) expect(value.trim(), key).not.toBe("");
  });

  it("are valid ICU messages with the same placeholders in both languages", () => {
    const placeholders = (message: string, locale: string) => {
      const names = new Set<string>();
      const walk = (elements: unknown[]) => {
        for (const el of elements as {
          type: number;
          value?: string;
          options?: Record<string, { value: unknown[] }>;
        }[]) {
          if (el.type !== 0 && el.value) names.add(el.value);
          for (const option of Object.values(el.options ?? {})) walk(option.value);
        }
      };
      walk(new IntlMessageFormat(message, locale).getAst());
      return [...names].sort();
    };
    for (const [key, message] of enKeys) {
      expect(placeholders(deKeys.get(key) ?? "", "de"), key).toEqual(placeholders(message, "en"));
    }
  });
});

describe("translator", () => {
  it("translates in both languages with values", () => {
    expect(getTranslator("en")("dashboard.yourRole", { role: "Owner" })).toBe("Your role: Owner");
    expect(getTranslator("de")("dashboard.yourRole", { role: "Inhaber" })).toBe(
      "Deine Rolle: Inhaber",
    );
  });
});

describe("locale helpers", () => {
  it.each([
    ["de-DE,de;q=0.9,en;q=0.8", "de"],
    ["fr-FR,en;q=0.5,de;q=0.4", "en"],
    ["fr-FR", "en"],
    ["de-AT", "de"],
    ["en-GB;q=0.3, DE-ch;q=0.6", "de"],
    ["*", "en"],
    ["de;q=0", "en"],
    [undefined, "en"],
  ])("pick the best supported language from Accept-Language %j: %s", (header, locale) => {
    expect(localeFromAcceptLanguage(header)).toBe(locale);
  });

  it("build page titles as '{page} | Teamkit', or 'Teamkit' alone", () => {
    expect(pageTitle("Pricing")).toBe("Pricing | Teamkit");
    expect(pageTitle()).toBe("Teamkit");
  });
});
