"use client";

import type { z } from "zod";

import { useTranslations } from "next-intl";
import { useCallback } from "react";

import type { UseZodFormOptions, ZodFormSchema } from "@teamkit/ui/use-zod-form";
import { useZodForm } from "@teamkit/ui/use-zod-form";
import { translateIssue } from "@teamkit/validators";

/**
 * `useZodForm` with the shared zod error map in the page's language: validation on blur and on
 * committed values, messages from `validation.*`, field names from `fields.*`.
 */
export function useAppForm<S extends ZodFormSchema>(
  schema: S,
  options: Omit<UseZodFormOptions<S>, "translateIssue"> = {},
) {
  const t = useTranslations();
  const translate = useCallback(
    (issue: z.core.$ZodIssue) =>
      translateIssue(
        issue,
        (key, values) => t(key as never, values as never),
        (name) => (t.has(`fields.${name}` as never) ? t(`fields.${name}` as never) : name),
      ),
    [t],
  );
  return useZodForm(schema, { ...options, translateIssue: translate });
}
