import type { z } from "zod";

import type { Locale } from "@teamkit/i18n";
import { getTranslator } from "@teamkit/i18n";
import { isAppError, translateIssue } from "@teamkit/validators";

type Translate = (key: string, values?: Record<string, string | number | Date>) => string;

export function translator(locale: Locale): Translate {
  const t = getTranslator(locale);
  return (key, values) => (t.has(key as never) ? t(key as never, values as never) : key);
}

export function describeFailure(error: unknown, locale: Locale): string {
  const t = translator(locale);
  if (isAppError(error)) return t(error.messageKey ?? "errors.internal", error.values);
  if (error instanceof Error && error.name === "ZodError") {
    const issue = (error as unknown as z.ZodError).issues[0];
    if (issue) {
      const label = (name: string) => {
        const text = t(`fields.${name}`);
        return text === `fields.${name}` ? name : text;
      };
      return translateIssue(issue, (key, values) => t(key, values), label);
    }
  }
  return t("errors.internal");
}
