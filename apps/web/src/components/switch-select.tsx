"use client";

import type { ChoiceProps } from "./setting-choices";

/** A compact select for a page-wide setting in the public pages' chrome. */
export function SwitchSelect<T extends string>(props: ChoiceProps<T>) {
  const { label, text, ...choice } = props;
  return (
    <select
      aria-label={label}
      className="switch-select"
      value={choice.value}
      disabled={choice.disabled}
      onChange={(event) => choice.onChange(event.target.value as T)}
    >
      {choice.options.map((option) => (
        <option key={option} value={option}>
          {text(option)}
        </option>
      ))}
    </select>
  );
}
