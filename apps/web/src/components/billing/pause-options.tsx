"use client";

import { useFormatter, useTranslations } from "next-intl";

import { FormField } from "@teamkit/ui/form-field";
import { Input } from "@teamkit/ui/input";
import { MAX_PAUSE_DAYS, resumeDateSchema, utcDay } from "@teamkit/validators";

/** How a pause ends: when an owner resumes it, or by itself at the start of a day (UTC). */
export interface PauseChoice {
  mode: "manual" | "date";
  resumesOn: string;
}

/**
 * The pause confirmation's choice: "until I resume" or "resume automatically on {date}", with a
 * date input bounded to tomorrow … a year ahead (the server checks the same bounds).
 */
export function PauseOptions({
  value,
  onChange,
  error,
}: {
  value: PauseChoice;
  onChange: (next: PauseChoice) => void;
  error: string | null;
}) {
  const t = useTranslations("billing.pause");
  const format = useFormatter();
  const now = new Date();
  const min = utcDay(now, 1);
  const max = utcDay(now, MAX_PAUSE_DAYS);
  const long = (day: string) =>
    format.dateTime(new Date(`${day}T00:00:00Z`), { dateStyle: "long", timeZone: "UTC" });
  const modeLabel = (mode: PauseChoice["mode"]) => {
    if (mode === "manual") return t("untilResumed");
    // A date the pause would refuse is not named as if it were chosen.
    return value.mode === "date" && resumeDateSchema.safeParse(value.resumesOn).success
      ? t("onDate", { date: long(value.resumesOn) })
      : t("onDateUnset");
  };
  return (
    <fieldset className="grid gap-3 text-sm">
      <legend className="mb-2 font-medium">{t("legend")}</legend>
      {(["manual", "date"] as const).map((mode) => (
        <label key={mode} className="flex items-center gap-2">
          <input
            type="radio"
            name="pause-mode"
            className="h-4 w-4 accent-primary"
            checked={value.mode === mode}
            onChange={() =>
              onChange({
                mode,
                resumesOn: mode === "date" ? value.resumesOn || min : value.resumesOn,
              })
            }
          />
          {modeLabel(mode)}
        </label>
      ))}
      {value.mode === "date" && (
        <FormField
          label={t("dateLabel")}
          hint={t("dateHint", { min: long(min), max: long(max) })}
          error={error ?? undefined}
          className="ms-6"
        >
          {(control) => (
            <Input
              {...control}
              type="date"
              min={min}
              max={max}
              required
              value={value.resumesOn}
              onChange={(event) => onChange({ mode: "date", resumesOn: event.target.value })}
            />
          )}
        </FormField>
      )}
    </fieldset>
  );
}
